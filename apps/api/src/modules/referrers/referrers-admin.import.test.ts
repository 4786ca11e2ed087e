import { describe, expect, it } from 'vitest';
import { detectSeparator, parseReferrerCsv } from './referrers-admin.import';

describe('referrer CSV reading', () => {
  it('reads semicolons with a header in any column order, and a BOM', () => {
    const csv =
      '\uFEFFnome;codice;cognome;email;urlAgente;urlPhoto\r\nGiulia;R-1;Conti;GIULIA@example.it;https://partner.example.it/r1;\r\n';
    const out = parseReferrerCsv(csv);
    expect(out).toMatchObject({ separator: ';', hasHeader: true });
    expect(out.rows).toEqual([
      {
        line: 2,
        codice: 'R-1',
        nome: 'Giulia',
        cognome: 'Conti',
        email: 'GIULIA@example.it',
        urlPhoto: '',
        urlAgente: 'https://partner.example.it/r1',
        errors: [],
      },
    ]);
  });

  it('reads commas without a header in the documented column order', () => {
    const out = parseReferrerCsv(
      'R-2,Luca,Marino,luca@example.it,,\nR-3,"Rossi, Anna",Verdi,anna@example.it,,',
    );
    expect(out).toMatchObject({ separator: ',', hasHeader: false });
    expect(out.rows.map((r) => [r.line, r.codice, r.nome])).toEqual([
      [1, 'R-2', 'Luca'],
      [2, 'R-3', 'Rossi, Anna'],
    ]);
  });

  it('gives Italian errors per row: missing field, bad e-mail, bad link, code repeated in the file', () => {
    const csv = [
      'codice;nome;cognome;email;urlPhoto;urlAgente',
      'A-1;Anna;Neri;anna@example.it;;',
      ';Bruno;;bruno-at-example;;',
      'a-1;Carla;Bassi;carla@example.it;javascript:alert(1);',
      '',
    ].join('\n');
    const [ok, missing, dup] = parseReferrerCsv(csv).rows;
    expect(ok?.errors).toEqual([]);
    expect(missing?.errors).toEqual([
      'codice: Inserisci il codice',
      'cognome: Inserisci il cognome',
      'e-mail: E-mail non valida',
    ]);
    expect(dup?.errors).toEqual([
      'foto: Indirizzo non valido: deve iniziare con https://',
      'codice: ripetuto nel file (riga 2)',
    ]);
  });

  it('refuses a file with no rows', () => {
    expect(() => parseReferrerCsv('codice;nome;cognome;email\n\n')).toThrow(/non contiene righe/);
  });

  it('picks the separator of the first line, a semicolon on a tie', () => {
    expect(detectSeparator('a;b;c')).toBe(';');
    expect(detectSeparator('a,b,c')).toBe(',');
    expect(detectSeparator('abc')).toBe(';');
  });
});
