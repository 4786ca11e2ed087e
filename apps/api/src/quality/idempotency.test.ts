import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IDEMPOTENCY_KEY_HEADER,
  routeEntries,
  routeUrl,
  type RouteId,
  type Routes,
} from '@portal/shared/routes';
import {
  agencies,
  appointments,
  auditLog,
  idempotencyKeys,
  leadNotes,
  financingCertificates,
  mortgageConditions,
  referrals,
  referrers,
  serviceRequests,
  services,
} from '../db/schema/index';
import type { MailMessage } from '../lib/mailer';
import {
  affidaBody,
  agencyBody,
  randomPartitaIva,
} from '../modules/registration/registration.fixtures';
import { multipart, serviceData } from '../modules/services/services-admin.fixtures';
import { pianoLeadBody } from '../modules/tools/piano-lead.fixtures';
import { conditionsBody } from '../modules/mortgage-conditions/mortgage-conditions.fixtures';
import { insertAppointments } from '../modules/appointments/appointments.fixtures';
import { insertAdmin, loginAdmin } from '../test/fixtures';
import { createTestApp, type TestContext } from '../test/test-app';
import { SLUG, appointment, type Role } from './route-table';
import { referral } from './route-types';
import { seedRoles, type Seed } from './seed';

// QUALITY R9 (decision 024): every create call accepts an Idempotency-Key. The same key
// twice, one after the other or both at once (a double click), does the work once (one
// record, one mail) and answers the same status and body; the same key with another body
// gets 422; a key is its caller's own and lasts 24 hours. On PGlite, and on PostgreSQL
// with TEST_DATABASE_URL.

type IdempotentId = {
  [K in RouteId]: Routes[K] extends { idempotent: true } ? K : never;
}[RouteId];

interface Body {
  payload: string | Buffer;
  headers: Record<string, string>;
}
interface Case {
  role: Role;
  /** A valid request that creates one record; a new one (new e-mail, code…) each call. */
  body: () => Body;
  /** How many of the records the call creates exist. */
  count: () => Promise<number>;
  /** The path's parameters, for a route that has some. */
  params?: () => Record<string, string>;
}

const json = (value: unknown): Body => ({
  payload: JSON.stringify(value),
  headers: { 'content-type': 'application/json' },
});
const uniq = () => randomBytes(4).toString('hex');

let t: TestContext;
let s: Seed;
let serviceIds: string[] = [];
/** Unpaid appointments, one for each bulk call: each marks a new one paid (one audit record). */
let unpaidIds: string[] = [];
const mails: MailMessage[] = [];
let ip = 0;

beforeAll(async () => {
  t = await createTestApp({
    deps: {
      mailer: {
        send: async (m) => {
          mails.push(m);
        },
        close: () => {},
      },
    },
  });
  s = await seedRoles(t.app);
  const rows = await t.app.db
    .insert(services)
    .values(
      Array.from({ length: 8 }, (_, i) => ({
        name: `Riservato ${i}`,
        visibility: 'reserved' as const,
        position: i,
      })),
    )
    .returning({ id: services.id });
  serviceIds = rows.map((r) => r.id);
  const unpaid = await insertAppointments(
    t.app.db,
    s.ids.agency,
    Array.from({ length: 8 }, () => ({ state: 'Contratto' as const })),
  );
  unpaidIds = unpaid.map((r) => r.id);
});
afterAll(async () => {
  await t.close();
});

let nextService = 0;
let nextUnpaid = 0;
const CASES: Record<IdempotentId, Case> = {
  register: {
    role: 'visitor',
    body: () => json(agencyBody()),
    count: () => t.app.db.$count(agencies),
  },
  registerAffida: {
    role: 'visitor',
    body: () => json(affidaBody({ email: `affida-${uniq()}@example.it` })),
    count: () => t.app.db.$count(agencies),
  },
  pianoLead: {
    role: 'visitor',
    params: () => ({ slug: s.slugs.agency }),
    body: () => json(pianoLeadBody({ name: `Cliente ${uniq()}` })),
    count: () => t.app.db.$count(appointments),
  },
  userReferralCreate: {
    role: 'agency',
    body: () => json(referral()),
    count: () => t.app.db.$count(referrals),
  },
  userAppointmentCreate: {
    role: 'agent',
    body: () => json({ ...appointment(s), name: `Cliente ${uniq()}` }),
    count: () => t.app.db.$count(appointments),
  },
  userRequestService: {
    role: 'agency',
    body: () => json({ service: serviceIds[nextService++ % serviceIds.length] }),
    count: () => t.app.db.$count(serviceRequests),
  },
  adminAgencyAdd: {
    role: 'admin',
    body: () =>
      json({
        nome: `Aggiunta ${uniq()}`,
        email: `aggiunta-${uniq()}@example.it`,
        password: 'Una-Password-Robusta-1',
        regioneSociale: 'Aggiunta S.r.l.',
        partitaIva: randomPartitaIva(),
        provincia: 'RM',
        comune: 'Roma',
        cap: '00184',
        cellulare: '',
        referente: s.ids.referrer,
      }),
    count: () => t.app.db.$count(agencies),
  },
  adminServiceAdd: {
    role: 'admin',
    body: () => {
      const form = multipart(serviceData());
      return { payload: form.payload, headers: form.headers };
    },
    count: () => t.app.db.$count(services),
  },
  adminReferrerAdd: {
    role: 'admin',
    body: () =>
      json({
        codice: `IDEM-${uniq()}`,
        nome: 'Marta',
        cognome: 'Aldini',
        email: 'marta@example.it',
      }),
    count: () => t.app.db.$count(referrers),
  },
  adminReferrerImportCommit: {
    role: 'admin',
    body: () =>
      json({
        csv: [
          'codice;nome;cognome;email;urlPhoto;urlAgente',
          `IMP-${uniq()};Anna;Neri;anna@example.it;;`,
        ].join('\n'),
      }),
    count: () => t.app.db.$count(referrers),
  },
  adminConditionsAdd: {
    role: 'admin',
    body: () => json(conditionsBody('2026-12-01')),
    count: () => t.app.db.$count(mortgageConditions),
  },
  adminLeadNoteCreate: {
    role: 'admin',
    body: () => json({ id: unpaidIds[0], testo: `Nota ${uniq()}` }),
    count: () => t.app.db.$count(leadNotes),
  },
  userLeadNoteCreate: {
    role: 'agency',
    body: () => json({ id: unpaidIds[0], testo: `Nota ${uniq()}` }),
    count: () => t.app.db.$count(leadNotes),
  },
  adminCertificateIssue: {
    role: 'admin',
    body: () =>
      json({
        id: unpaidIds[0],
        acquirente: `Mario Rossi ${uniq()}`,
        mutuoMassimoCents: 15_000_000,
        prezzoCents: 20_000_000,
        durataAnni: 25,
        consap: 'non_valutata',
      }),
    count: () => t.app.db.$count(financingCertificates),
  },
  adminAppointmentsBulkFlag: {
    role: 'admin',
    body: () => json({ flag: 'payed', value: true, ids: [unpaidIds[nextUnpaid++]] }),
    count: () => t.app.db.$count(auditLog),
  },
};

const idempotent = routeEntries.filter(([, c]) => c.idempotent).map(([id]) => id as IdempotentId);

/** The answer, once the work and mail it left in the outbox are done (decision 038). */
async function send(id: IdempotentId, body: Body, key?: string, token?: string) {
  const contract = routeEntries.find(([r]) => r === id)![1];
  const role = CASES[id].role;
  const bearer = token ?? (role === 'visitor' ? undefined : s.tokens[role]);
  const res = await t.app.inject({
    method: contract.method,
    url: routeUrl(contract.path, SLUG, CASES[id].params?.()),
    payload: body.payload,
    headers: {
      ...body.headers,
      ...(key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}),
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      'x-forwarded-for': `10.16.3.${(ip++ % 250) + 1}`,
    },
  });
  await t.drainOutbox();
  return res;
}

describe('Idempotency-Key on every create call (QUALITY R9)', () => {
  it('is declared by exactly the contracts that have a case here', () => {
    expect(idempotent.sort()).toEqual(Object.keys(CASES).sort());
  });

  for (const id of idempotent) {
    describe(`${id}`, () => {
      it('the same key twice: one record, one answer, no second mail', async () => {
        const c = CASES[id];
        const body = c.body();
        const key = randomUUID();
        const before = await c.count();
        const first = await send(id, body, key);
        expect(first.statusCode, first.body).toBe(200);
        const mailsAfterFirst = mails.length;
        const again = await send(id, body, key);
        expect(again.statusCode).toBe(first.statusCode);
        expect(again.body).toBe(first.body);
        expect(again.headers['idempotent-replayed']).toBe('true');
        expect(await c.count()).toBe(before + 1);
        expect(mails.length).toBe(mailsAfterFirst);
      });

      it('a double click (both at once): one record, the same answer twice', async () => {
        const c = CASES[id];
        const body = c.body();
        const key = randomUUID();
        const before = await c.count();
        const [a, b] = await Promise.all([send(id, body, key), send(id, body, key)]);
        expect(a.statusCode, a.body).toBe(200);
        expect(b.statusCode).toBe(a.statusCode);
        expect(b.body).toBe(a.body);
        expect(await c.count()).toBe(before + 1);
      });

      it('the same key with another body: 422 in Italian, nothing done', async () => {
        const c = CASES[id];
        const key = randomUUID();
        expect((await send(id, c.body(), key)).statusCode).toBe(200);
        const before = await c.count();
        const other = await send(id, c.body(), key);
        expect(other.statusCode).toBe(422);
        expect(other.json()).toMatchObject({
          code: 'IDEMPOTENCY_KEY_REUSED',
          message: 'Questo invio è già stato fatto con dati diversi: ricarica la pagina e riprova.',
          requestId: expect.any(String),
        });
        expect(await c.count()).toBe(before);
      });
    });
  }

  it('refuses a key that is not a UUID, in Italian', async () => {
    const res = await send('adminReferrerAdd', CASES.adminReferrerAdd.body(), 'doppio-clic');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Dati non validi: Chiave di invio non valida');
  });

  it('a key is its caller’s own: another admin’s request with it does its own work', async () => {
    const other = await insertAdmin(t.app.db);
    const token = (await loginAdmin(t.app, other.email)).accessToken;
    const key = randomUUID();
    const before = await t.app.db.$count(referrers);
    const mine = await send('adminReferrerAdd', CASES.adminReferrerAdd.body(), key);
    const theirs = await send('adminReferrerAdd', CASES.adminReferrerAdd.body(), key, token);
    expect([mine.statusCode, theirs.statusCode]).toEqual([200, 200]);
    expect(theirs.body).not.toBe(mine.body);
    expect(await t.app.db.$count(referrers)).toBe(before + 2);
  });

  it('without a key nothing is kept', async () => {
    const before = await t.app.db.$count(idempotencyKeys);
    expect((await send('adminReferrerAdd', CASES.adminReferrerAdd.body())).statusCode).toBe(200);
    expect(await t.app.db.$count(idempotencyKeys)).toBe(before);
  });

  it('lasts 24 hours: after a day the same request is new work', async () => {
    const body = CASES.adminReferrerAdd.body();
    const key = randomUUID();
    expect((await send('adminReferrerAdd', body, key)).statusCode).toBe(200);
    // The admin signs in again: the access token lasts minutes.
    const token = async () => (await loginAdmin(t.app, s.emails.admin)).accessToken;
    t.clock.advance(23 * 60 * 60 * 1000);
    expect((await send('adminReferrerAdd', body, key, await token())).statusCode).toBe(200);
    t.clock.advance(60 * 60 * 1000 + 1000);
    // The work runs again, and finds the referrer it created a day ago.
    const late = await send('adminReferrerAdd', body, key, await token());
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Esiste già un referente con questo codice.');
  });
});
