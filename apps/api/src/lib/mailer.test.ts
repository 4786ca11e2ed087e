import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { emailDigester } from './email-digest';
import { createMailer } from './mailer';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('mail records in the log', () => {
  it('name the recipient by a keyed hash, never by the address', async () => {
    const outboxDir = mkdtempSync(join(tmpdir(), 'outbox-'));
    dirs.push(outboxDir);
    const lines: unknown[] = [];
    const log = { info: (...args: unknown[]) => lines.push(args) } as unknown as FastifyBaseLogger;
    const digest = emailDigester('k'.repeat(40));
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Portale <noreply@example.it>',
      outboxDir,
      log,
      emailDigest: digest,
      logLinks: false,
    });
    await mailer.send({
      to: 'mario.rossi@example.it',
      subject: 'Benvenuto',
      text: 'Ciao',
      html: '<p>Ciao</p>',
    });

    const written = JSON.stringify(lines);
    expect(written).not.toContain('mario.rossi');
    expect(written).toContain(digest('mario.rossi@example.it'));
    // The mail itself still goes to the address.
    const [file] = readdirSync(outboxDir);
    expect(readFileSync(join(outboxDir, file!), 'utf8')).toContain('To: mario.rossi@example.it');
    // Another key gives another hash: the log alone cannot be matched against a list of addresses.
    expect(emailDigester('j'.repeat(40))('mario.rossi@example.it')).not.toBe(
      digest('mario.rossi@example.it'),
    );
  });
});
