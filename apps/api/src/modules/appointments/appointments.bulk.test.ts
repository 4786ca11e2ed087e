import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { agencies, appointments, auditLog } from '../../db/schema/index';
import { listAudit } from '../audit/audit.queries';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertAdmin, insertAgency, loginAdmin } from '../../test/fixtures';
import { insertAppointments, type AppointmentSeed } from './appointments.fixtures';

// admin_bulkFlag (decision 054): the count before, the rows changed and audited one by one,
// the scope (ids or filter; other agencies and rows outside the filter untouched), points
// recomputed, the cap. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.

let t: TestContext;
let token = '';
const ids = { a: '', b: '' };
let unpaid: string[] = [];
let paidAlready: string[] = [];
let fatti: string[] = [];
let betaRows: string[] = [];

const bulk = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/v2/${t.config.productSlug}/appuntamenti/admin_bulkFlag`,
    headers: { authorization: `Bearer ${token}`, ...headers },
    payload,
  });
const fetchTotal = async (filter: object) =>
  (
    await t.app.inject({
      method: 'POST',
      url: `/v2/${t.config.productSlug}/appuntamenti/admin_fetchAll`,
      headers: { authorization: `Bearer ${token}` },
      payload: { ...filter, limit: 25, skip: 0 },
    })
  ).json().total as number;
const flagOf = async (flag: 'payed' | 'wc' | 'contratto', rowIds: string[]) =>
  (
    await t.app.db
      .select({ v: appointments[flag] })
      .from(appointments)
      .where(inArray(appointments.id, rowIds))
  ).map((r) => r.v);
const auditCount = async (rowIds: string[]) =>
  t.app.db.$count(
    auditLog,
    and(eq(auditLog.entity, 'appointment'), inArray(auditLog.entityId, rowIds)),
  );
const pointsOf = async (id: string) =>
  (await t.app.db.select({ p: agencies.points }).from(agencies).where(eq(agencies.id, id)))[0]!.p;
const seeds = (n: number, seed: AppointmentSeed): AppointmentSeed[] =>
  Array.from({ length: n }, () => ({ createdAt: new Date('2026-02-10T09:00:00Z'), ...seed }));

beforeAll(async () => {
  t = await createTestApp();
  const admin = await insertAdmin(t.app.db, { name: 'Chiara', surname: 'Ferri' });
  token = (await loginAdmin(t.app, admin.email)).accessToken;
  ids.a = (await insertAgency(t.app.db, { nome: 'Agenzia Alfa' })).id;
  ids.b = (await insertAgency(t.app.db, { nome: 'Agenzia Beta' })).id;
  const ids30 = await insertAppointments(t.app.db, ids.a, seeds(30, { state: 'Contratto' }));
  unpaid = ids30.map((r) => r.id);
  paidAlready = (
    await insertAppointments(t.app.db, ids.a, seeds(2, { state: 'Contratto', payed: true }))
  ).map((r) => r.id);
  fatti = (
    await insertAppointments(t.app.db, ids.a, seeds(4, { state: 'Fatto Appuntamento' }))
  ).map((r) => r.id);
  betaRows = (await insertAppointments(t.app.db, ids.b, seeds(3, { state: 'Contratto' }))).map(
    (r) => r.id,
  );
});
afterAll(async () => {
  await t.close();
});

describe('admin_bulkFlag on ticked rows', () => {
  it('dryRun counts what would change and changes nothing', async () => {
    const res = await bulk({
      flag: 'payed',
      value: true,
      ids: [...unpaid, ...paidAlready],
      dryRun: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ matched: 32, changed: 30, dryRun: true });
    expect(await flagOf('payed', unpaid)).toEqual(Array(30).fill(false));
    expect(await auditCount(unpaid)).toBe(0);
  });

  it('marks 30 paid: each changed row audited like a single toggle, the paid ones left alone', async () => {
    const before = await fetchTotal({ aperto: 'pagamento' });
    expect(before).toBe(30 + 3);
    const res = await bulk({ flag: 'payed', value: true, ids: [...unpaid, ...paidAlready] });
    expect(res.json()).toEqual({ matched: 32, changed: 30, dryRun: false });
    expect(await flagOf('payed', unpaid)).toEqual(Array(30).fill(true));
    expect(await auditCount(unpaid)).toBe(30);
    expect(await auditCount(paidAlready)).toBe(0);
    const trail = await listAudit(t.app.db, 'appointment', unpaid[7]!);
    expect(trail).toEqual([
      expect.objectContaining({
        action: 'update',
        adminName: 'Chiara',
        changes: [{ field: 'payed', old: false, new: true }],
      }),
    ]);
    // The other agency's rows are untouched; the open check "not paid" follows at once.
    expect(await flagOf('payed', betaRows)).toEqual([false, false, false]);
    expect(await fetchTotal({ aperto: 'pagamento' })).toBe(3);
    // Paid earns no points.
    expect(await pointsOf(ids.a)).toBe(0);
  });

  it('the same ids again change nothing and write no audit record', async () => {
    const res = await bulk({ flag: 'payed', value: true, ids: unpaid });
    expect(res.json()).toEqual({ matched: 30, changed: 0, dryRun: false });
    expect(await auditCount(unpaid)).toBe(30);
  });

  it('undo: value false takes the flag away again, audited', async () => {
    const res = await bulk({ flag: 'payed', value: false, ids: unpaid.slice(0, 5) });
    expect(res.json()).toMatchObject({ matched: 5, changed: 5 });
    expect(await flagOf('payed', unpaid.slice(0, 5))).toEqual(Array(5).fill(false));
    const [last] = await listAudit(t.app.db, 'appointment', unpaid[0]!);
    expect(last!.changes).toEqual([{ field: 'payed', old: true, new: false }]);
  });

  it('an id that no longer exists is not counted; repeated ids count once', async () => {
    const res = await bulk({
      flag: 'wc',
      value: true,
      ids: [fatti[0], fatti[0], randomUUID()],
      dryRun: true,
    });
    expect(res.json()).toEqual({ matched: 1, changed: 1, dryRun: true });
  });
});

describe('admin_bulkFlag on every row of the filters', () => {
  it('contratto on the agency’s Contratto rows: those only, 101 points each, the other agency untouched', async () => {
    const filter = { azienda: ids.a, state: 'Contratto' };
    const count = await bulk({ flag: 'contratto', value: true, filter, dryRun: true });
    expect(count.json()).toEqual({ matched: 32, changed: 32, dryRun: true });
    const res = await bulk({ flag: 'contratto', value: true, filter });
    expect(res.json()).toEqual({ matched: 32, changed: 32, dryRun: false });
    expect(await pointsOf(ids.a)).toBe(32 * 101);
    expect(await flagOf('contratto', fatti)).toEqual(Array(4).fill(false));
    expect(await flagOf('contratto', betaRows)).toEqual([false, false, false]);
    expect(await pointsOf(ids.b)).toBe(0);
    expect(await auditCount(betaRows)).toBe(0);
  });

  it('wc on the open check "WC to verify": +1 point each; off again removes them', async () => {
    const on = await bulk({ flag: 'wc', value: true, filter: { aperto: 'wc' } });
    expect(on.json()).toMatchObject({ matched: 4, changed: 4 });
    expect(await pointsOf(ids.a)).toBe(32 * 101 + 4);
    const off = await bulk({ flag: 'wc', value: false, ids: fatti });
    expect(off.json()).toMatchObject({ changed: 4 });
    expect(await pointsOf(ids.a)).toBe(32 * 101);
  });

  it('a filter nothing matches: nothing to do', async () => {
    const res = await bulk({ flag: 'payed', value: true, filter: { q: 'nessuno-si-chiama-così' } });
    expect(res.json()).toEqual({ matched: 0, changed: 0, dryRun: false });
  });
});

describe('admin_bulkFlag refuses, in Italian', () => {
  it('neither ids nor filter, or both: 400, nothing changed', async () => {
    for (const body of [
      { flag: 'payed', value: true },
      { flag: 'payed', value: true, ids: [unpaid[0]], filter: {} },
    ]) {
      const res = await bulk(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().details.ids).toBe(
        'Indica gli appuntamenti scelti (ids) oppure i filtri (filter), uno dei due',
      );
    }
  });

  it('a flag it does not know, a value that is not true or false, an empty selection', async () => {
    const flag = await bulk({ flag: 'descrizione', value: true, ids: [unpaid[0]] });
    expect(flag.json().details.flag).toBe('Campo non valido: atteso payed, wc o contratto');
    const value = await bulk({ flag: 'wc', value: 'sì', ids: [unpaid[0]] });
    expect(value.json().details.value).toBe('Valore non valido: atteso vero o falso');
    const empty = await bulk({ flag: 'wc', value: true, ids: [] });
    expect(empty.json().details.ids).toBe('Seleziona almeno un appuntamento');
  });

  it('more than 5,000 ids: 400', async () => {
    const res = await bulk({
      flag: 'payed',
      value: true,
      ids: Array.from({ length: 5001 }, () => randomUUID()),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.ids).toBe(
      'Al massimo 5.000 appuntamenti per volta: seleziona meno righe',
    );
  });
});

describe('admin_bulkFlag with an Idempotency-Key', () => {
  it('a double click on the confirmation changes the rows once and answers the same twice', async () => {
    const key = randomUUID();
    const body = { flag: 'payed', value: true, ids: betaRows };
    const [a, b] = await Promise.all([
      bulk(body, { 'idempotency-key': key }),
      bulk(body, { 'idempotency-key': key }),
    ]);
    expect(a.json()).toEqual({ matched: 3, changed: 3, dryRun: false });
    expect(b.body).toBe(a.body);
    expect(await auditCount(betaRows)).toBe(3);
  });
});
