import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { renderMail, type MailContent } from '../../lib/mail-template';
import { listActiveAdmins } from './agency-self.queries';

type Ctx = Pick<FastifyInstance, 'db' | 'config' | 'mailer'>;

/**
 * Mails every active admin about something an agency did (a service request, an erasure
 * request). The agency's action is already stored: a mail that fails is logged, never
 * turned into an error for the agency.
 */
export async function notifyAdmins(
  app: Ctx,
  log: FastifyBaseLogger,
  subject: string,
  content: Omit<MailContent, 'greeting'>,
): Promise<number> {
  const recipients = await listActiveAdmins(app.db);
  const results = await Promise.allSettled(
    recipients.map((admin) => {
      const { html, text } = renderMail(app.config.brand, app.config.productName, {
        greeting: `Gentile ${admin.name},`,
        ...content,
      });
      return app.mailer.send({
        to: admin.email,
        subject: `${app.config.productName} – ${subject}`,
        html,
        text,
        ...(content.action ? { links: [content.action.url] } : {}),
      });
    }),
  );
  const failed = results.filter((r) => r.status === 'rejected');
  for (const f of failed)
    log.error({ err: (f as PromiseRejectedResult).reason }, 'mail agli amministratori non inviata');
  return recipients.length - failed.length;
}
