import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, type DefaultTreeAdapterTypes as T } from 'parse5';
import { consents, leadMilestones } from '../../db/schema/index';
import { insertAppointments } from '../appointments/appointments.fixtures';
import { recordAudit } from '../audit/audit.queries';
import { insertAgency, loginAgency } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

// Decision 097: the readable twin of the data export. Read back with parse5, an HTML parser
// of its own, so the test sees what a browser would build from the page.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const pageOf = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: `/v2/${t.config.productSlug}/user/user_exportDataHtml`,
    headers: { authorization: `Bearer ${token}` },
  });

type Node = T.ChildNode | T.Document;
const children = (n: Node): T.ChildNode[] => ('childNodes' in n ? n.childNodes : []);
function elements(n: Node, tag: string): T.Element[] {
  return children(n).flatMap((c) => [
    ...('tagName' in c && c.tagName === tag ? [c] : []),
    ...elements(c, tag),
  ]);
}
const text = (n: Node): string =>
  children(n)
    .map((c) => (c.nodeName === '#text' ? (c as T.TextNode).value : text(c)))
    .join('');
const attr = (e: T.Element, name: string) => e.attrs.find((a) => a.name === name)?.value;

describe('the readable data export (decision 097)', () => {
  it('is an Italian page with every section, times in Rome around the DST changes, every value escaped', async () => {
    const agency = await insertAgency(t.app.db, {
      nome: '<script>alert("x")</script> Agenzia',
      indirizzo: 'Via dei "Mille" & Co. <b>1</b>',
    });
    await t.app.db.insert(consents).values([
      // 25 October 2026, summer time ends: 02:30 happens twice, CEST then CET.
      {
        agencyId: agency.id,
        kind: 'autunno-1',
        version: 'v1',
        acceptedAt: new Date('2026-10-25T00:30:00Z'),
      },
      {
        agencyId: agency.id,
        kind: 'autunno-2',
        version: 'v1',
        acceptedAt: new Date('2026-10-25T01:30:00Z'),
      },
      // 29 March 2026, summer time starts: 01:30 CET, then 03:30 CEST an hour later.
      {
        agencyId: agency.id,
        kind: 'primavera',
        version: 'v1',
        acceptedAt: new Date('2026-03-29T01:30:00Z'),
      },
    ]);
    const res = await pageOf(await loginAgency(t.app, agency.email));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="dati-agenzia.html"');

    const doc = parse(res.body);
    expect(attr(elements(doc, 'html')[0]!, 'lang')).toBe('it');
    expect(elements(doc, 'h2').map(text)).toEqual([
      'La tua agenzia',
      'Consensi',
      'Richieste di servizi',
      'Appuntamenti',
      'Appuntamenti registrati come agente interno',
      'Avanzamento delle pratiche',
      'Clienti segnalati',
      'Note sulle pratiche',
      'Attestati di finanziabilità',
      'Punti del concorso',
      'Display Rata',
      'Accessi all’Area Riservata',
      'Storico delle modifiche degli amministratori',
      'Notifiche e-mail',
      'E-mail inviate',
      'Richiesta di cancellazione',
    ]);

    // The hostile values are text: no script element, no <b>, the characters shown as typed.
    expect(elements(doc, 'script')).toHaveLength(0);
    expect(elements(doc, 'b')).toHaveLength(0);
    expect(text(elements(doc, 'h1')[0]!)).toBe(
      'Dati dell’agenzia <script>alert("x")</script> Agenzia',
    );
    const cells = elements(doc, 'td').map(text);
    expect(cells).toContain('Via dei "Mille" & Co. <b>1</b>');
    expect(res.body).not.toContain('<script>');

    // Consents: the same wall-clock hour told apart by its zone; the spring jump.
    const consentRows = elements(
      elements(doc, 'section').find((s) => text(s).startsWith('Consensi'))!,
      'tr',
    ).map((r) => elements(r, 'td').map(text));
    expect(consentRows).toContainEqual(['autunno-1', 'v1', '25/10/2026 02:30:00 CEST']);
    expect(consentRows).toContainEqual(['autunno-2', 'v1', '25/10/2026 02:30:00 CET']);
    expect(consentRows).toContainEqual(['primavera', 'v1', '29/03/2026 03:30:00 CEST']);

    // Self-contained: nothing loaded from elsewhere, a CSP allowing only its own style.
    for (const tag of ['link', 'img', 'iframe', 'script'])
      expect(elements(doc, tag)).toHaveLength(0);
    const csp = elements(doc, 'meta').find(
      (m) => attr(m, 'http-equiv') === 'Content-Security-Policy',
    );
    expect(attr(csp!, 'content')).toMatch(
      /^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+';/,
    );
  });

  it('says the portal’s codes in words: the trail’s actions and fields, the kinds of mail', async () => {
    const agency = await insertAgency(t.app.db, {});
    await recordAudit(t.app.db, {
      entity: 'agency',
      entityId: agency.id,
      action: 'update',
      changes: [{ field: 'cellulare', old: '3331112222', new: '3334445555' }],
    });
    const doc = parse((await pageOf(await loginAgency(t.app, agency.email))).body);
    const sectionText = (title: string) =>
      text(elements(doc, 'section').find((s) => text(s).startsWith(title))!);
    const trail = sectionText('Storico delle modifiche');
    expect(trail).toContain('Modifica');
    expect(trail).toContain('Campo: Cellulare');
    expect(trail).not.toMatch(/\bupdate\b|cellulare:/);
    const mails = sectionText('Notifiche e-mail');
    expect(mails).toContain('Un agente interno ha registrato un appuntamento per la tua agenzia');
    expect(mails).not.toContain('lead_recorded');
  });

  it('asks for a signed-in agency', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v2/${t.config.productSlug}/user/user_exportDataHtml`,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('lists the steps of each lead in words, with their days (decision 100)', async () => {
    const agency = await insertAgency(t.app.db, {});
    const [lead] = await insertAppointments(t.app.db, agency.id, [
      { state: 'Fatto Appuntamento', name: 'Ottavio' },
    ]);
    await t.app.db.insert(leadMilestones).values([
      { appointmentId: lead!.id, step: 'consulenza', day: '2026-10-05' },
      { appointmentId: lead!.id, step: 'rogito', day: '2027-03-01' },
    ]);
    const doc = parse((await pageOf(await loginAgency(t.app, agency.email))).body);
    const steps = elements(
      elements(doc, 'section').find((s) => text(s).startsWith('Avanzamento delle pratiche'))!,
      'tr',
    )
      .map((r) => elements(r, 'td').map(text))
      .filter((cells) => cells.length > 0);
    expect(steps).toEqual([
      [lead!.id, 'Consulenza svolta', '05/10/2026'],
      [lead!.id, 'Data del rogito', '01/03/2027'],
    ]);
  });
});
