import { describe, expect, it } from 'vitest';
import {
  dayToInput,
  fetchBody,
  filtersFrom,
  inputToDay,
  nextOrder,
  orderFrom,
  pageFrom,
} from './desk-rules';

const ID = '11111111-1111-4111-8111-111111111111';

describe('desk rules', () => {
  it('reads filters and page from the address, ignoring nonsense', () => {
    const params = new URLSearchParams(
      `q=Rossi&agenzia=${ID}&agente=x&stato=Contratto&aperto=pagamento&dal=2026-03-01&al=ieri&pagina=3`,
    );
    expect(filtersFrom(params)).toEqual({
      q: 'Rossi',
      azienda: ID,
      agente: '',
      state: 'Contratto',
      aperto: 'pagamento',
      from: '2026-03-01',
      to: '',
    });
    expect(pageFrom(params)).toBe(3);
    expect(pageFrom(new URLSearchParams('pagina=-2'))).toBe(1);
    expect(pageFrom(new URLSearchParams('pagina=abc'))).toBe(1);
    expect(filtersFrom(new URLSearchParams(`q=${'x'.repeat(150)}`)).q).toHaveLength(100);
    expect(filtersFrom(new URLSearchParams('aperto=tutto')).aperto).toBe('');
  });

  it('asks for 25 rows from 25 × (page − 1), sending only the filters set', () => {
    expect(
      fetchBody(
        {
          q: ' 333 12 ',
          azienda: ID,
          agente: '',
          state: '',
          aperto: 'wc',
          from: '',
          to: '2026-04-30',
        },
        3,
      ),
    ).toEqual({
      q: '333 12',
      azienda: ID,
      aperto: 'wc',
      to: '2026-04-30',
      limit: 25,
      skip: 50,
    });
  });

  it('reads the order from the address and flips it on a second click', () => {
    expect(orderFrom(new URLSearchParams(''))).toEqual({ sort: 'created', dir: 'desc' });
    expect(orderFrom(new URLSearchParams('ordina=cliente'))).toEqual({
      sort: 'cliente',
      dir: 'asc',
    });
    expect(orderFrom(new URLSearchParams('ordina=email&verso=su'))).toEqual({
      sort: 'created',
      dir: 'desc',
    });
    expect(nextOrder({ sort: 'created', dir: 'desc' }, 'cliente')).toEqual({
      sort: 'cliente',
      dir: 'asc',
    });
    expect(nextOrder({ sort: 'cliente', dir: 'asc' }, 'cliente')).toEqual({
      sort: 'cliente',
      dir: 'desc',
    });
    const empty = {
      q: '',
      azienda: '',
      agente: '',
      state: '' as const,
      aperto: '' as const,
      from: '',
      to: '',
    };
    expect(fetchBody(empty, 1, { sort: 'created', dir: 'asc' })).toEqual({
      verso: 'asc',
      limit: 25,
      skip: 0,
    });
    expect(fetchBody(empty, 1, { sort: 'cliente', dir: 'asc' })).toEqual({
      ordina: 'cliente',
      limit: 25,
      skip: 0,
    });
  });

  it('turns the date input’s value into a calendar day and back', () => {
    expect(inputToDay(dayToInput('2026-03-29'))).toBe('2026-03-29');
    expect(inputToDay('')).toBe('');
    expect(dayToInput('29/03/2026')).toBe('');
  });
});
