import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

describe('request loggers', () => {
  it('write nothing below the level, and each enabled line with its request id, redacted', async () => {
    const { lines, stream } = capture();
    const app = Fastify({ logger: loggerOptions('warn', stream) });
    app.get('/quiet', async (req) => {
      req.log.info('non scritto');
      return { ok: true };
    });
    app.get('/loud', async (req) => {
      req.log.warn({ body: { password: 'Segreta-2026', email: 'a@b.it' } }, 'scritto');
      req.log.child({ step: 2 }).error('anche questo');
      return { ok: true };
    });
    await app.inject({ url: '/quiet' });
    expect(lines).toEqual([]);
    const res = await app.inject({ url: '/loud' });
    expect(res.statusCode).toBe(200);
    const [warn, error] = lines;
    expect(warn).toMatchObject({
      level: 40,
      msg: 'scritto',
      reqId: 'req-2',
      body: { password: '[redatto]', email: 'a@b.it' },
    });
    expect(error).toMatchObject({ level: 50, msg: 'anche questo', reqId: 'req-2', step: 2 });
    expect(JSON.stringify(lines)).not.toContain('Segreta');
    await app.close();
  });
});
