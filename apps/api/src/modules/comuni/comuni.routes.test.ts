import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@portal/shared';
import { ComuniListSchema, ProvinceListSchema } from '@portal/shared/contracts/comuni';
import { registerErrorHandling } from '../../plugins/errors';
import { comuniRoutes } from './comuni.routes';

// A bare instance: the zod compilers, the API's error handler and this module only.
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await app.register(comuniRoutes);
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

describe('GET /v2/comuni/province', () => {
  it('lists every province, cacheable for a day', async () => {
    const res = await app.inject({ method: 'GET', url: '/v2/comuni/province' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const province = ProvinceListSchema.parse(res.json());
    expect(province).toHaveLength(107);
    expect(province).toContainEqual({ sigla: 'RN', nome: 'Rimini', regione: 'Emilia-Romagna' });
  });
});

describe('GET /v2/comuni?provincia=', () => {
  it('lists the comuni of the province, postal codes as strings', async () => {
    const res = await app.inject({ method: 'GET', url: '/v2/comuni?provincia=RM' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const comuni = ComuniListSchema.parse(res.json());
    expect(comuni).toHaveLength(121);
    expect(comuni.find((c) => c.nome === 'Roma')?.cap[0]).toBe('00118');
  });

  it('also answers with a trailing slash', async () => {
    const res = await app.inject({ method: 'GET', url: '/v2/comuni/?provincia=FC' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual(expect.objectContaining({ nome: 'Forlì', provincia: 'FC' }));
  });

  it.each(['/v2/comuni?provincia=rm', '/v2/comuni?provincia=ROM', '/v2/comuni'])(
    'answers 400 to %s',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      const body = ErrorBodySchema.parse(res.json());
      expect(body.code).toBe('VALIDATION');
      expect(res.headers['cache-control']).toBe('no-store'); // an error is never cached
    },
  );

  it('names the bad sigla in Italian', async () => {
    const body = ErrorBodySchema.parse(
      (await app.inject({ method: 'GET', url: '/v2/comuni?provincia=r1' })).json(),
    );
    expect(body.details?.provincia).toBe('Sigla di provincia non valida');
  });

  it('answers 404 to a well-formed but unknown sigla', async () => {
    const res = await app.inject({ method: 'GET', url: '/v2/comuni?provincia=XX' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'Provincia non trovata',
      code: 'NOT_FOUND',
      requestId: expect.any(String),
    });
    expect(res.headers['cache-control']).toBe('no-store'); // an error is never cached
  });
});

describe('GET /v2/comuni/search', () => {
  it('finds comuni ignoring case and accents', async () => {
    const res = await app.inject({ method: 'GET', url: '/v2/comuni/search?q=FORLI' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(ComuniListSchema.parse(res.json())[0]).toMatchObject({
      nome: 'Forlì',
      provincia: 'FC',
      codice: '040012',
    });
  });

  it('returns 20 results by default and honours limit', async () => {
    const byDefault = await app.inject({ method: 'GET', url: '/v2/comuni/search?q=san' });
    expect(byDefault.json()).toHaveLength(20);
    const limited = await app.inject({ method: 'GET', url: '/v2/comuni/search?q=san&limit=5' });
    expect(limited.json()).toHaveLength(5);
  });

  it.each([
    'q=a',
    `q=${'x'.repeat(51)}`,
    'q=san&limit=0',
    'q=san&limit=51',
    'q=san&limit=tanti',
    '',
  ])('answers 400 to ?%s', async (query) => {
    const res = await app.inject({ method: 'GET', url: `/v2/comuni/search?${query}` });
    expect(res.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(res.json()).code).toBe('VALIDATION');
  });
});
