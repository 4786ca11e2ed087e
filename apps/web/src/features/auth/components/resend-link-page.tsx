import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useResendVerification } from '../api/resend-verification';
import { EmailRequestCard } from './email-request-card';

/** The e-mail a page that knows it (the login) hands over in the navigation's state. */
export interface ResendLinkState {
  email?: string;
}

function emailFromState(state: unknown): string {
  const email = (state as ResendLinkState | null)?.email;
  return typeof email === 'string' ? email : '';
}

/**
 * /area-riservata/nuovo-link: «Invia di nuovo il link» of an account still to confirm.
 * The answer is the same whether the address is pending, confirmed or unknown.
 */
export function ResendLinkPage() {
  const location = useLocation();
  const request = useResendVerification();
  return (
    <EmailRequestCard
      titleId="resend-title"
      title="Invia di nuovo il link"
      intro="Inserisci l’e-mail con cui hai registrato l’account: se è ancora da confermare ti invieremo un nuovo link di verifica."
      submitLabel="Invia di nuovo il link"
      request={request}
      defaultEmail={emailFromState(location.state)}
      footer={
        <p>
          Account già confermato? <Link to={paths.reserved.login}>Accedi</Link>
        </p>
      }
    />
  );
}
