import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { decodeQuotedPrintable } from '../../apps/api/src/test/smtp';
import { PORTAL_INDEX, portalArtifacts } from './env';

/** Where portal n's SMTP receiver (portal-server.ts) leaves each message it gets. */
export const mailDir = (index: number) => join(portalArtifacts(index), 'mail');
/** The mail of this worker's portal. */
export const MAIL_DIR = mailDir(PORTAL_INDEX);

/** The decoded text of every mail to `to` received so far. */
export function mailsTo(to: string): string[] {
  if (!existsSync(MAIL_DIR)) return [];
  return readdirSync(MAIL_DIR)
    .map((f) => decodeQuotedPrintable(readFileSync(join(MAIL_DIR, f), 'utf8')))
    .filter((text) => text.toLowerCase().includes(`to: ${to.toLowerCase()}`));
}

/** Waits for a mail to `to` received by the test SMTP server and returns its decoded text. */
export async function waitForMail(to: string, timeoutMs = 15_000, after = 0): Promise<string> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (existsSync(MAIL_DIR)) {
      const files = readdirSync(MAIL_DIR).sort().reverse();
      for (const f of files) {
        if (Number.parseInt(f, 10) < after) continue;
        const text = decodeQuotedPrintable(readFileSync(join(MAIL_DIR, f), 'utf8'));
        if (text.toLowerCase().includes(`to: ${to.toLowerCase()}`)) return text;
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`nessuna mail per ${to}`);
}
