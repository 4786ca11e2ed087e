import type { Mailer, MailMessage } from '../../lib/mailer';
import type { ServiceDeps } from '../../lib/service-deps';

/** The mailer services use: each mail becomes a `mail` row of the outbox. */
export function outboxMailer(outbox: ServiceDeps['outbox']): Mailer {
  return {
    send: (message: MailMessage, db) => outbox.enqueue('mail', message, db),
    close: () => {},
  };
}
