import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CERTIFICATE_DISCLAIMER,
  annualRateForYears,
  mortgage,
  type LeadCertificates,
} from '@portal/shared';
import { and, eq } from 'drizzle-orm';
import { auditLog, financingCertificates } from '../../db/schema/index';
import { pdfTextLines } from '../../test/pdf-text';
import { createTestApp, type TestContext } from '../../test/test-app';
import {
  insertAdmin,
  insertAgency,
  insertReferrer,
  loginAdmin,
  loginAgency,
} from '../../test/fixtures';
import { insertAppointments } from './appointments.fixtures';

// Decision 117: the financing certificate. Referrer R links agency A, the agent who recorded
// A's lead and a second agent; referrer S holds agency C.
let t: TestContext;
const url = (call: string) => `/v2/${t.config.productSlug}/${call}`;
const tokens: Record<string, string | undefined> = { visitor: undefined };
const ids: Record<string, string> = {};
let lead = '';
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  const r = await insertReferrer(t.app.db);
  const s = await insertReferrer(t.app.db);
  const rows = {
    A: await insertAgency(t.app.db, { referenteId: r.id }),
    C: await insertAgency(t.app.db, { referenteId: s.id }),
    recorder: await insertAgency(t.app.db, { referenteId: r.id, agenteInterno: true }),
    otherAgent: await insertAgency(t.app.db, { referenteId: r.id, agenteInterno: true }),
  };
  for (const [k, v] of Object.entries(rows)) {
    ids[k] = v.id;
    tokens[k] = await loginAgency(t.app, v.email);
  }
  const admin = await insertAdmin(t.app.db);
  tokens.admin = (await loginAdmin(t.app, admin.email)).accessToken;
  const [row] = await insertAppointments(t.app.db, ids.A!, [
    { state: 'Fatto Appuntamento', agentId: ids.recorder!, name: 'Laura' },
  ]);
  lead = row!.id;
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST', path: string, who: string, payload?: object, key?: string) =>
  t.app.inject({
    method,
    url: url(path),
    headers: {
      ...(tokens[who] ? { authorization: `Bearer ${tokens[who]}` } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    ...(payload ? { payload } : {}),
  });
const body = (over: object = {}) => ({
  id: lead,
  acquirente: 'Laura Bianchi',
  mutuoMassimoCents: 15_000_000,
  prezzoCents: 20_000_000,
  durataAnni: 25,
  consap: 'ammissibile_80',
  ...over,
});
const issue = (over: object = {}, key: string = randomUUID()) =>
  call('POST', 'appuntamenti/admin_certificate', 'admin', body(over), key);
const list = (who: string) =>
  call('GET', `appuntamenti/${who === 'admin' ? 'admin' : 'user'}_certificates/${lead}`, who);
const pdf = (who: string, id: string) =>
  call('GET', `appuntamenti/${who === 'admin' ? 'admin' : 'user'}_certificatePdf/${id}`, who);
/** Issues one and answers it: the newest of the answer, by the ids that were not there before. */
async function issueNew(over: object = {}) {
  const before = new Set(
    (await list('admin')).json<LeadCertificates>().attestati.map((c) => c._id),
  );
  const res = await issue(over);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<LeadCertificates>().attestati.find((c) => !before.has(c._id))!;
}
const check = (code: string) => call('GET', `attestati/verifica/${code}`, 'visitor');
const codeOf = (verifyUrl: string) => verifyUrl.split('/').pop()!;

describe('issuing a certificate', () => {
  it('computes LTV, instalment and TAEG with the engine from the conditions in force', async () => {
    const draft = (await list('admin')).json<LeadCertificates>().bozza!;
    expect(draft.acquirente).toMatch(/^Laura /);
    const res = await issue();
    expect(res.statusCode, res.body).toBe(200);
    const [cert] = res.json<LeadCertificates>().attestati;
    const tan = annualRateForYears({ annualRate: 0, rateBands: draft.rateBands }, cert!.durataAnni);
    expect(cert!.tan).toBeCloseTo(tan, 10);
    expect(cert!.ltv).toBe(0.75);
    expect(cert!.rataCents).toBe(
      mortgage.instalmentCents({ loanCents: 15_000_000, annualRate: tan, years: 25 }),
    );
    expect(cert!.taeg).toBeGreaterThan(tan);
    expect(cert!.stato).toBe('valido');
    // Issued on 21/11/2026 (the test clock), valid through the 60th day after.
    expect(cert!.validoFino).toBe('2027-01-20');
    expect(cert!.verifica).toMatch(/\/attestato\/[A-Za-z0-9_-]{43}$/);
    const trail = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'appointment'), eq(auditLog.entityId, lead)));
    expect(JSON.stringify(trail)).toContain(`emesso ${cert!._id}`);
  });

  it('issues once for a double click (the same Idempotency-Key)', async () => {
    const before = (await list('admin')).json<LeadCertificates>().attestati.length;
    const key = randomUUID();
    const [a, b] = [await issue({}, key), await issue({}, key)];
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await list('admin')).json<LeadCertificates>().attestati).toHaveLength(before + 1);
  });

  it('refuses bad figures with an Italian message, never a 500', async () => {
    const cases: [object, RegExp][] = [
      [{ mutuoMassimoCents: 25_000_000 }, /non può superare il prezzo/],
      [{ mutuoMassimoCents: 0 }, /mutuo massimo/],
      [{ prezzoCents: -5 }, /prezzo/],
      [{ durataAnni: 3 }, /anni|durata/i],
      [{ consap: 'forse' }, /Consap/],
      [{ acquirente: '   ' }, /acquirente/],
      [{ ltv: 0.5, rataCents: 1 }, /./],
    ];
    for (const [over, message] of cases.slice(0, 6)) {
      const res = await issue(over);
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(message);
    }
    // Computed figures sent by the client are not part of the form: the engine's stand.
    const sent = await issueNew(cases[6]![0]);
    expect(sent.ltv).toBe(0.75);
    expect(sent.rataCents).toBeGreaterThan(1);
    expect((await issue({ id: randomUUID() })).statusCode).toBe(404);
  });
});

describe('who reads and downloads it', () => {
  let certId = '';
  beforeAll(async () => {
    certId = (await list('admin')).json<LeadCertificates>().attestati[0]!._id;
  });

  it('the agency and the recording agent list it; another agency and agent get 404', async () => {
    for (const who of ['A', 'recorder']) {
      const res = await list(who);
      expect(res.statusCode, who).toBe(200);
      expect(res.json<LeadCertificates>().attestati.map((c) => c._id)).toContain(certId);
      expect(res.json<LeadCertificates>().bozza).toBeUndefined();
    }
    for (const who of ['C', 'otherAgent']) expect((await list(who)).statusCode, who).toBe(404);
    expect((await list('visitor')).statusCode).toBe(401);
  });

  it('serves the PDF as a download to the admin, the agency and the recording agent', async () => {
    for (const who of ['admin', 'A', 'recorder']) {
      const res = await pdf(who, certId);
      expect(res.statusCode, who).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    for (const who of ['C', 'otherAgent'])
      expect((await pdf(who, certId)).statusCode, who).toBe(404);
    expect((await pdf('visitor', certId)).statusCode).toBe(401);
    const downloads = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'appointment'), eq(auditLog.entityId, lead)));
    const scaricato = downloads.filter((d) => JSON.stringify(d.changes).includes('scaricato'));
    expect(scaricato.map((d) => (d.adminId ? 'admin' : d.agencyId))).toEqual(
      expect.arrayContaining(['admin', ids.A, ids.recorder]),
    );
  });

  it('holds in its text the buyer, the figures, the disclaimer and the verification address', async () => {
    const cert = await issueNew();
    const res = await pdf('admin', cert._id);
    const text = pdfTextLines(res.rawPayload)
      .join('\n')
      .replace(/\u00a0/g, ' ');
    expect(text).toContain('Attestato di finanziabilità');
    expect(text).toContain('Laura Bianchi');
    expect(text).toContain('150.000,00 €');
    expect(text).toContain('200.000,00 €');
    expect(text).toContain('75,00%');
    expect(text).toContain(
      `${(cert.rataCents / 100)
        .toFixed(2)
        .replace('.', ',')
        .replace(/\B(?=(\d{3})+,)/g, '.')} €`,
    );
    expect(text).toContain('Probabilmente ammissibile, garanzia 80 %');
    expect(text).toContain(t.config.brand.company.oamNumber);
    expect(text.replace(/\n/g, ' ')).toContain(CERTIFICATE_DISCLAIMER);
    expect(text).toContain(cert.verifica);
  });
});

describe('verification, revocation and expiry', () => {
  it('says valid until, revoked on, and nothing else; an unknown code is 404', async () => {
    const cert = await issueNew();
    const code = codeOf(cert.verifica);
    const valid = await check(code);
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toEqual({ stato: 'valido', giorno: '2027-01-20' });
    expect(valid.headers['x-robots-tag']).toMatch(/noindex/);
    expect((await check('A'.repeat(43))).statusCode).toBe(404);
    expect((await check('short')).statusCode).toBe(400);

    const revoke = (who: string, motivo = 'Reddito non confermato') =>
      call('POST', 'appuntamenti/admin_certificateRevoke', who, {
        certificateId: cert._id,
        motivo,
      });
    expect((await revoke('A')).statusCode).toBe(401);
    expect((await revoke('admin', ' ')).statusCode).toBe(400);
    const done = await revoke('admin');
    expect(done.statusCode, done.body).toBe(200);
    const revoked = done.json<LeadCertificates>().attestati.find((c) => c._id === cert._id)!;
    expect(revoked.stato).toBe('revocato');
    expect(revoked.motivoRevoca).toBe('Reddito non confermato');
    expect((await revoke('admin')).statusCode).toBe(409);
    expect((await check(code)).json()).toEqual({ stato: 'revocato', giorno: '2026-11-21' });
    const agency = (await list('A')).json<LeadCertificates>().attestati;
    expect(agency.find((c) => c._id === cert._id)!.stato).toBe('revocato');
  });

  it('expires after its 60 days, computed from the clock', async () => {
    const cert = await issueNew();
    const code = codeOf(cert.verifica);
    t.clock.advance(60 * DAY);
    expect((await check(code)).json()).toEqual({ stato: 'valido', giorno: '2027-01-20' });
    t.clock.advance(DAY);
    expect((await check(code)).json()).toEqual({ stato: 'scaduto', giorno: '2027-01-21' });
    t.clock.advance(-61 * DAY);
    // The same from a stored day moved back: the lists compute it too.
    await t.app.db
      .update(financingCertificates)
      .set({ validUntil: '2026-11-20' })
      .where(eq(financingCertificates.id, cert._id));
    const listed = (await list('A')).json<LeadCertificates>().attestati;
    expect(listed.find((c) => c._id === cert._id)!.stato).toBe('scaduto');
    expect((await check(code)).json()).toEqual({ stato: 'scaduto', giorno: '2026-11-21' });
  });
});

describe('guessing codes', () => {
  it('is limited to 20 checks a minute per address, like the other public links', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: url(`attestati/verifica/${'G'.repeat(42)}${i % 10}`),
        remoteAddress: '10.99.0.7',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
