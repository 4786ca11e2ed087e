import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ServiceListSchema } from '@portal/shared';
import { services } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../test/test-app';
import { PUBLIC_SERVICES_MAX_AGE_MS, invalidatePublicServices } from './services-public.cache';

let t: TestContext;
const url = () => `/v2/${t.config.productSlug}/servizi/public_fetchAll`;
const fetchAll = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: url(), headers });
const names = (body: string) => ServiceListSchema.parse(JSON.parse(body)).map((s) => s.name);

beforeAll(async () => {
  t = await createTestApp();
  await t.app.db.insert(services).values([
    {
      name: 'Valutazione',
      visibility: 'public',
      position: 2,
      priceWithoutCents: 25000,
      priceWithCents: 9900,
      promo: true,
      color: '#2e7d5b',
      descriptionHtml: '<p>Stima</p>',
      image: '/uploads/valutazione.jpg',
    },
    {
      name: 'Consulenza',
      visibility: 'both',
      position: 1,
      priceWithoutCents: 30000,
      priceWithCents: 0,
    },
    { name: 'Formazione', visibility: 'reserved', position: 0 },
    { name: 'Aerofotografia', visibility: 'public', position: 2 },
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('GET /v2/{product}/servizi/public_fetchAll', () => {
  it('answers the public and both services in the admin’s order, never the reserved ones', async () => {
    const res = await fetchAll();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(names(res.body)).toEqual(['Consulenza', 'Aerofotografia', 'Valutazione']);
    const valutazione = ServiceListSchema.parse(res.json()).find((s) => s.name === 'Valutazione');
    expect(valutazione).toMatchObject({
      description: '<p>Stima</p>',
      image: '/uploads/valutazione.jpg',
      color: '#2e7d5b',
      promo: true,
      prices_without: 25000,
      prices_with: 9900,
      visibility: 'public',
      pdf: null,
      url: null,
    });
    // The contract is the allow-list: exactly its keys, no database column names.
    expect(Object.keys(res.json()[0]).sort()).toEqual(
      Object.keys(ServiceListSchema.element.shape).sort(),
    );
  });

  it('is served from memory until invalidated, then reads the database again', async () => {
    const first = await fetchAll();
    await t.app.db
      .update(services)
      .set({ name: 'Consulenza Mutui' })
      .where(eq(services.name, 'Consulenza'));
    const cached = await fetchAll();
    expect(cached.body).toBe(first.body);

    invalidatePublicServices(t.app.db);
    const fresh = await fetchAll();
    expect(names(fresh.body)).toContain('Consulenza Mutui');
    expect(fresh.headers.etag).not.toBe(first.headers.etag);
  });

  it('refreshes by itself after the maximum age (other processes’ admin edits)', async () => {
    await fetchAll();
    await t.app.db
      .update(services)
      .set({ visibility: 'reserved' })
      .where(eq(services.name, 'Aerofotografia'));
    expect(names((await fetchAll()).body)).toContain('Aerofotografia');
    t.clock.advance(PUBLIC_SERVICES_MAX_AGE_MS);
    expect(names((await fetchAll()).body)).not.toContain('Aerofotografia');
  });

  it('answers 304 to a browser that already has this version', async () => {
    const res = await fetchAll();
    expect(res.headers['cache-control']).toBe('no-cache');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await fetchAll({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await fetchAll({ 'if-none-match': '"altro"' });
    expect(stale.statusCode).toBe(200);
  });

  it('concurrent requests after an invalidation share one database read', async () => {
    invalidatePublicServices(t.app.db);
    const results = await Promise.all(Array.from({ length: 20 }, () => fetchAll()));
    expect(new Set(results.map((r) => r.body)).size).toBe(1);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
  });
});
