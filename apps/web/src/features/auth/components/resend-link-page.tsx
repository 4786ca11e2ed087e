import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useResendVerification } from '../api/resend-verification';
import { EmailRequestCard } from './email-request-card';

/**
 * /area-riservata/nuovo-link: «Invia di nuovo il link» of an account still to confirm.
 * The answer is the same whether the address is pending, confirmed or unknown.
 */
export function ResendLinkPage() {
  // The e-mail typed at the login, if its link brought the visitor here (navigation state).
  const state: unknown = useLocation().state;
  const email =
    typeof state === 'object' &&
    state !== null &&
    'email' in state &&
    typeof state.email === 'string'
      ? state.email
      : '';
  const request = useResendVerification();
  return (
    <EmailRequestCard
      titleId="resend-title"
      title="Invia di nuovo il link"
      intro="Inserisci l’e-mail con cui hai registrato l’account: se è ancora da confermare ti invieremo un nuovo link di verifica."
      submitLabel="Invia di nuovo il link"
      request={request}
      defaultEmail={email}
      footer={
        <p>
          Account già confermato? <Link to={paths.reserved.login}>Accedi</Link>
        </p>
      }
    />
  );
}
