// The guard switch of `serve` fails closed: a route whose caller kind it does not know is
// refused for everyone, never served.
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RouteContract, Who } from '@portal/shared/routes';
import { registerErrorHandling } from './errors';
import { serve } from './routes';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function appServing(who: Who) {
  const server = Fastify({ logger: false });
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(server);
  const calls: string[] = [];
  const contract: RouteContract = {
    method: 'GET',
    path: '/v2/test/guarded',
    who,
    tag: 'test',
    responses: { 200: z.object({ ok: z.literal(true) }) },
  };
  serve(server, contract, {}, async () => {
    calls.push('handler');
    return { ok: true as const };
  });
  await server.ready();
  app = server;
  return { server, calls };
}

describe('serve: the guard of a route', () => {
  it('serves a public route (the same set-up, a kind it knows)', async () => {
    const { server, calls } = await appServing('public');
    const res = await server.inject({ method: 'GET', url: '/v2/test/guarded' });
    expect(res.statusCode).toBe(200);
    expect(calls).toEqual(['handler']);
  });

  it('refuses with 403 and the Italian message a route whose caller kind is unknown', async () => {
    // A contract built without the type check (a cast, JSON): its kind is no key of ACCESS.
    const { server, calls } = await appServing('superuser' as Who);
    const res = await server.inject({ method: 'GET', url: '/v2/test/guarded' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: 'Non hai i permessi per questa operazione.' });
    expect(calls).toEqual([]);
  });
});
