import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppointmentListSchema } from '@portal/shared';
import { createResponseSerializer } from './response-serializer';

const Agency = z.object({ _id: z.string(), nome: z.string(), piva: z.string().nullable() });

async function appWith(verify: boolean, schema: z.ZodType, data: unknown) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializer({ verify }));
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/x', { schema: { response: { 200: schema } } }, async () => data as never);
  await app.ready();
  return app;
}

describe('response serialiser', () => {
  it('sends only the fields of the contract: a hash or token on the row never leaves', async () => {
    const row = {
      _id: 'a1',
      nome: 'Rossi',
      piva: null,
      passwordHash: '$argon2id$…',
      token: 'secret',
    };
    for (const verify of [true, false]) {
      const app = await appWith(verify, Agency, row);
      const res = await app.inject({ url: '/x' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ _id: 'a1', nome: 'Rossi', piva: null });
      expect(res.body).not.toContain('argon2');
      await app.close();
    }
  });

  it('writes exactly what JSON.stringify writes for a list of appointments', async () => {
    const appointment = {
      _id: '0b6f3c52-5c7a-4c1e-9a8e-2f0a3b1c4d5e',
      agenzia: {
        _id: '0b6f3c52-5c7a-4c1e-9a8e-2f0a3b1c4d5f',
        nome: 'Agenzia "Centro"',
        email: 'a@b.it',
      },
      agente: null,
      state: 'FATTO',
      name: 'Nome',
      surname: 'Cognome \u2028 ünïcode',
      email: 'x@y.it',
      cellulare: '3331234567',
      created_at: '2026-11-21T10:00:00.000Z',
      dataFattoAppuntamento: null,
      payed: false,
      wc: true,
      contratto: false,
      description: 'riga 1\nriga 2 </script>',
      version: 3,
      giaSegnalatoIl: null,
    };
    const list = [appointment, { ...appointment, agente: { nome: 'Mario', email: 'm@b.it' } }];
    const app = await appWith(false, AppointmentListSchema, list);
    const res = await app.inject({ url: '/x' });
    expect(JSON.parse(res.body)).toEqual(list);
    await app.close();
  });

  it('outside production, an answer that breaks its contract is a 500, not sent', async () => {
    const app = await appWith(true, Agency, { _id: 'a1', nome: 42, piva: null });
    const res = await app.inject({ url: '/x' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('42');
    await app.close();
  });

  it('falls back to zod for a schema JSON Schema cannot express', async () => {
    const Custom = z.object({
      code: z.custom<string>((v) => typeof v === 'string' && v.startsWith('IT')),
    });
    const app = await appWith(false, Custom, { code: 'IT60X', extra: 'no' });
    const res = await app.inject({ url: '/x' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 'IT60X' });
    const bad = await appWith(false, Custom, { code: 'FR76' });
    expect((await bad.inject({ url: '/x' })).statusCode).toBe(500);
    await bad.close();
    await app.close();
  });
});
