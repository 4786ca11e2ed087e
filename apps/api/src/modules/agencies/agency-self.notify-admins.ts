import { renderMail, type MailContent } from '../../lib/mail-template';
import type { ServiceDeps } from '../../lib/service-deps';
import { listActiveAdmins } from './agency-self.queries';

type Ctx = Pick<ServiceDeps, 'db' | 'config' | 'mailer' | 'log'>;

/**
 * Mails every active admin about something an agency did (a service request, an erasure
 * request). The agency's action is already stored: a mail that fails is logged, never
 * turned into an error for the agency.
 */
export async function notifyAdmins(
  deps: Ctx,
  subject: string,
  content: Omit<MailContent, 'greeting'>,
): Promise<number> {
  const recipients = await listActiveAdmins(deps.db);
  const results = await Promise.allSettled(
    recipients.map((admin) => {
      const { html, text } = renderMail(deps.config.brand, deps.config.productName, {
        greeting: `Gentile ${admin.name},`,
        ...content,
      });
      return deps.mailer.send({
        to: admin.email,
        subject: `${deps.config.productName} – ${subject}`,
        html,
        text,
        ...(content.action ? { links: [content.action.url] } : {}),
      });
    }),
  );
  const failed = results.filter((r) => r.status === 'rejected');
  for (const f of failed)
    deps.log.error(
      { err: (f as PromiseRejectedResult).reason },
      'mail agli amministratori non inviata',
    );
  return recipients.length - failed.length;
}
