import type { Mailer, MailMessage } from '../../lib/mailer';
import type { ServiceDeps } from '../../lib/service-deps';

/** Ahead of the notifications: a mail someone waits for on screen (`awaited`). */
export const AWAITED_MAIL_PRIORITY = 1;

/** The mailer services use: each mail becomes a `mail` job of the queue. */
export function outboxMailer(outbox: ServiceDeps['outbox']): Mailer {
  return {
    send: (message: MailMessage, db) =>
      outbox.enqueue('mail', message, db, message.awaited ? AWAITED_MAIL_PRIORITY : 0),
    close: () => {},
  };
}
