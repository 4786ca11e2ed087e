import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../db/client';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Links the mail carries; printed in the log when mail goes to the outbox. */
  links?: string[];
  /**
   * Someone is waiting for this mail to go on (a confirmation or reset link asked on screen):
   * it leaves before the notifications queued ahead of it.
   */
  awaited?: true;
}

export interface Mailer {
  /**
   * Services are given the outbox's mailer (decision 038): `send` stores the mail, inside
   * the transaction `db` when given, and it leaves after the answer, with retries. The
   * transport below is what the outbox worker sends through.
   */
  send(message: MailMessage, db?: DbOrTx): Promise<void>;
  close(): void;
}

interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
  /** What the log writes for the recipient: a keyed hash, never the address. */
  emailDigest: (email: string) => string;
  /** Print the links of outbox mails in the log (decisions.md); never in production. */
  logLinks: boolean;
}

/**
 * Real SMTP when SMTP_URL is set; otherwise every mail is written as an .eml file in the
 * outbox folder and its links are logged, so a first run works without a mail server.
 */
export function createMailer(opts: MailerOptions): Mailer {
  if (opts.smtpUrl) {
    // Bounded waits (decision 025): a send that hangs must end well within the job's 10-minute
    // expiry (decisions 038, 061), or another process could take the same mail and send it again.
    const transport = nodemailer.createTransport({
      url: opts.smtpUrl,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
    return {
      async send(m) {
        await transport.sendMail({
          from: opts.from,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
        });
        opts.log.info({ toHash: opts.emailDigest(m.to), subject: m.subject }, 'mail inviata');
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(m) {
      const info = await transport.sendMail({
        from: opts.from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
      });
      await mkdir(opts.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`;
      await writeFile(join(opts.outboxDir, name), info.message as Buffer);
      opts.log.info(
        {
          toHash: opts.emailDigest(m.to),
          subject: m.subject,
          file: name,
          ...(opts.logLinks ? { links: m.links ?? [] } : {}),
        },
        'mail salvata nella outbox',
      );
    },
    close: () => {},
  };
}
