import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from './logger';

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

describe('redactUrl', () => {
  it('redacts the token of a link, however its path is written', () => {
    for (const url of [
      '/v2/agenzieUser/verify/segreto123',
      '/v2/agenzieUser/%76erify/segreto123',
      '/v2/agenzieUser/%76%65rify/segreto123?x=1',
      'http://portale.example.it/v2/agenzieUser/VERIFY/segreto123',
      '/v2/agenzieUser/verify/segr%2Feto123',
      '/reset-password/segreto123#frammento',
      '/verify_account/%73egreto123',
      '/v2/8volante/export/segreto123',
    ]) {
      const out = redactUrl(url);
      expect(out, url).toContain('[redatto]');
      expect(out, url).not.toMatch(/segr|eto123/);
    }
    expect(redactUrl('/v2/comuni/search?q=citt%C3%A0')).toBe('/v2/comuni/search?q=citt%C3%A0');
  });
});
