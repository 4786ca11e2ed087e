import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { serviceRequests, services } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertAdmin, insertAgency, loginAgency } from '../../test/fixtures';
import { decodeQuotedPrintable, startSmtpReceiver } from '../../test/smtp';

let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
const url = (call: string) => `/v2/${t.config.productSlug}/servizi/${call}`;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const svc: Record<string, string> = {};
let tokenA = '';
let tokenB = '';
let agencyA = '';
let admins: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  const rows = await t.app.db
    .insert(services)
    .values([
      {
        name: 'Terzo',
        visibility: 'both',
        position: 3,
        promo: true,
        color: '#9c2f5d',
        priceWithCents: 9000,
        priceWithoutCents: 15000,
      },
      {
        name: 'Primo',
        visibility: 'reserved',
        position: 1,
        descriptionHtml: '<p>Solo per le agenzie</p>',
      },
      { name: 'Solo Pubblico', visibility: 'public', position: 0 },
      { name: 'Secondo', visibility: 'reserved', position: 2, image: '/uploads/secondo.webp' },
    ])
    .returning();
  for (const row of rows) svc[row.name] = row.id;
  admins = [(await insertAdmin(t.app.db)).email, (await insertAdmin(t.app.db)).email];
  await insertAdmin(t.app.db, { active: false });
  const a = await insertAgency(t.app.db, { nome: 'Richiedente Srl' });
  agencyA = a.id;
  tokenA = await loginAgency(t.app, a.email);
  tokenB = await loginAgency(t.app, (await insertAgency(t.app.db)).email);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const ask = (token: string, service: unknown) =>
  t.app.inject({
    method: 'POST',
    url: url('user_richiediServizio'),
    headers: auth(token),
    payload: { service },
  });

describe('reserveds_fetchAll', () => {
  it('answers the reserved and both services, by position, with the card fields', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: url('reserveds_fetchAll'),
      headers: auth(tokenA),
    });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((s: { name: string }) => s.name)).toEqual(['Primo', 'Secondo', 'Terzo']);
    expect(list[2]).toMatchObject({
      promo: true,
      color: '#9c2f5d',
      prices_with: 9000,
      prices_without: 15000,
    });
    expect(list[0].description).toBe('<p>Solo per le agenzie</p>');
    expect(list[1].image).toBe('/uploads/secondo.webp');
  });

  it('is for signed-in agencies only', async () => {
    expect((await t.app.inject({ method: 'GET', url: url('reserveds_fetchAll') })).statusCode).toBe(
      401,
    );
  });
});

describe('user_richiediServizio', () => {
  it('stores the request, mails every active admin, answers the agency and its requests', async () => {
    const res = await ask(tokenA, svc.Primo);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.agenzia).toMatchObject({ _id: agencyA, nome: 'Richiedente Srl' });
    expect(body.servizi).toEqual([
      {
        _id: expect.any(String),
        service: { _id: svc.Primo, name: 'Primo' },
        requested: true,
        requested_at: expect.any(String),
        state: 'inviata',
        note: null,
      },
    ]);
    await t.drainOutbox();
    const mails = smtp.inbox.filter((m) =>
      decodeQuotedPrintable(m.raw).includes('Richiedente Srl'),
    );
    expect(mails.flatMap((m) => m.to).sort()).toEqual([...admins].sort());
    expect(decodeQuotedPrintable(mails[0]!.raw)).toContain(`/admin/agenzie/${agencyA}`);
  });

  it('a second request does not duplicate the row nor mail again', async () => {
    const before = smtp.inbox.length;
    const res = await ask(tokenA, svc.Primo);
    expect(res.statusCode).toBe(200);
    expect(res.json().servizi).toHaveLength(1);
    const rows = await t.app.db
      .select()
      .from(serviceRequests)
      .where(eq(serviceRequests.agencyId, agencyA));
    expect(rows).toHaveLength(1);
    await t.drainOutbox();
    expect(smtp.inbox.length).toBe(before);
  });

  it('refuses a public-only or unknown service (404) and a malformed id (400)', async () => {
    const pub = await ask(tokenA, svc['Solo Pubblico']);
    expect(pub.statusCode).toBe(404);
    expect(pub.json().message).toBe('Servizio non trovato.');
    expect((await ask(tokenA, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bad = await ask(tokenA, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.service).toBe('Identificativo non valido');
  });

  it('user_fetchRichieste: each agency sees only its own requests', async () => {
    await ask(tokenA, svc.Terzo);
    const a = await t.app.inject({
      method: 'GET',
      url: url('user_fetchRichieste'),
      headers: auth(tokenA),
    });
    expect(
      a
        .json()
        .map((r: { service: { name: string } }) => r.service.name)
        .sort(),
    ).toEqual(['Primo', 'Terzo']);
    const b = await t.app.inject({
      method: 'GET',
      url: url('user_fetchRichieste'),
      headers: auth(tokenB),
    });
    expect(b.statusCode).toBe(200);
    expect(b.json()).toEqual([]);
  });
});
