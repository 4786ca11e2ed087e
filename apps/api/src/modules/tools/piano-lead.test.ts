import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PIANO_LEAD_TEXT } from '@portal/shared';
import { appointments, consents } from '../../db/schema/index';
import type { MailMessage } from '../../lib/mailer';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertAgency, insertReferrer, loginAgency } from '../../test/fixtures';
import { pianoLeadBody } from './piano-lead.fixtures';

// Issue 17, point 11: a client sends the plan from an agency's shared Piano D'Acquisto.
const sent: MailMessage[] = [];
let t: TestContext;
let agency: { id: string; slug: string; email: string };
let pending: { slug: string };
let ip = 0;

beforeAll(async () => {
  t = await createTestApp({
    deps: { mailer: { send: async (m) => void sent.push(m), close: () => {} } },
  });
  const referrer = await insertReferrer(t.app.db, {
    nome: 'Marco',
    email: 'marco.referente@example.it',
  });
  agency = await insertAgency(t.app.db, { nome: 'Casa Chiara', referenteId: referrer.id });
  pending = await insertAgency(t.app.db, { nome: 'In Attesa', state: 'DA CONFERMARE' });
});
afterAll(() => t.close());
beforeEach(() => {
  sent.length = 0;
});

async function send(slug: string, body: unknown, from = `10.40.0.${(ip++ % 250) + 1}`) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/v2/${t.config.productSlug}/strumenti/piano-acquisto/${slug}/richiesta`,
    payload: body as object,
    headers: { 'x-forwarded-for': from },
  });
  await t.drainOutbox();
  return res;
}

const leadsOf = (agencyId: string) =>
  t.app.db.select().from(appointments).where(eq(appointments.agencyId, agencyId));

describe('POST /strumenti/piano-acquisto/:slug/richiesta', () => {
  it('stores one appointment Inserito with the plan, the client’s consent, and mails agency, referrer and client', async () => {
    const res = await send(agency.slug, pianoLeadBody({ email: 'Giulia.Neri@Example.it' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PIANO_LEAD_TEXT.sent });

    const [lead] = await leadsOf(agency.id);
    expect(lead).toMatchObject({
      state: 'Inserito',
      name: 'Giulia',
      surname: 'Neri',
      email: 'giulia.neri@example.it',
      cellulare: '+39 333 1234567',
      agentId: null,
    });
    expect(lead!.description).toContain('Mutuo: 150.000,00\u00a0€');
    expect(lead!.description).toContain('Rata mensile: 750,94\u00a0€');
    expect(lead!.description).toContain('Messaggio del cliente: Preferisco essere chiamata');

    const consent = await t.app.db
      .select()
      .from(consents)
      .where(and(eq(consents.appointmentId, lead!.id), eq(consents.kind, 'piano_lead_privacy')));
    expect(consent).toHaveLength(1);
    expect(consent[0]!.version).toBe(t.config.privacyVersion);

    expect(sent.map((m) => m.to).sort()).toEqual(
      [agency.email, 'marco.referente@example.it', 'giulia.neri@example.it'].sort(),
    );
    const toAgency = sent.find((m) => m.to === agency.email)!;
    expect(toAgency.subject).toContain('nuova richiesta dal tuo Piano D’Acquisto');
    expect(toAgency.text).toContain('Giulia Neri ha calcolato un piano');
    expect(toAgency.text).toContain('/area-riservata/appuntamenti');
    const copy = sent.find((m) => m.to === 'giulia.neri@example.it')!;
    expect(copy.subject).toBe('La tua richiesta a Casa Chiara');
    expect(copy.text).toContain('Rata mensile: 750,94');

    // The agency sees the lead among its appointments; its own consents do not list the client's.
    const token = await loginAgency(t.app, agency.email);
    const list = await t.app.inject({
      method: 'GET',
      url: `/v2/${t.config.productSlug}/appuntamenti/user_fetchAll`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.json().map((a: { name: string }) => a.name)).toContain('Giulia');
    const mine = await t.app.inject({
      method: 'GET',
      url: `/v2/${t.config.productSlug}/user/user_exportData`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(mine.statusCode).toBe(200);
    expect(JSON.stringify(mine.json())).toContain('Giulia');
    expect(JSON.stringify(mine.json())).not.toContain('piano_lead_privacy');
  });

  it('without consent, or with a bad field, answers 400 in Italian and stores nothing', async () => {
    const before = (await leadsOf(agency.id)).length;
    const res = await send(agency.slug, pianoLeadBody({ consent: false as never }));
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(PIANO_LEAD_TEXT.consent);
    const bad = await send(agency.slug, pianoLeadBody({ cellulare: 'chiamami' }));
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Numero non valido');
    const long = await send(agency.slug, pianoLeadBody({ message: 'x'.repeat(10_000) }));
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain(PIANO_LEAD_TEXT.message);
    expect(await leadsOf(agency.id)).toHaveLength(before);
    expect(sent).toHaveLength(0);
  });

  it('a filled honeypot gets the same answer and stores and mails nothing', async () => {
    const before = (await leadsOf(agency.id)).length;
    const res = await send(agency.slug, pianoLeadBody({ website: 'https://spam.example' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PIANO_LEAD_TEXT.sent });
    expect(await leadsOf(agency.id)).toHaveLength(before);
    expect(sent).toHaveLength(0);
  });

  it('an unknown or unconfirmed agency: 404 “Agenzia non trovata.”', async () => {
    for (const slug of ['agenzia-che-non-esiste', pending.slug]) {
      const res = await send(slug, pianoLeadBody());
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Agenzia non trovata.');
    }
  });

  it('takes five requests in ten minutes from one address, then 429', async () => {
    const from = '10.41.0.7';
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push(
        (await send(agency.slug, pianoLeadBody({ name: `Cliente${i}` }), from)).statusCode,
      );
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
