import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { ADMIN_OF_FILE, E2E_SMTP_PORT } from './env';
import { MAIL_DIR } from './mailbox';
import { TOTP_STATE } from './totp';

/**
 * A real SMTP server for the whole browser run: the portal sends through nodemailer,
 * this receives, and each message lands as an .eml file the specs read.
 */
export default async function globalSetup() {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  rmSync(TOTP_STATE, { force: true });
  rmSync(ADMIN_OF_FILE, { force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        n += 1;
        writeFileSync(join(MAIL_DIR, `${Date.now()}-${n}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(E2E_SMTP_PORT, '127.0.0.1', () => resolve()));
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
