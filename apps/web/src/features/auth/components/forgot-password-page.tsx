import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { EmailRequestCard } from './email-request-card';

/**
 * /area-riservata/password-dimenticata: asks for a reset link. The answer is the same
 * whether or not the address belongs to an agency, so the page never reveals it.
 */
export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  return (
    <EmailRequestCard
      titleId="forgot-title"
      title="Password dimenticata?"
      intro="Inserisci l’e-mail della tua agenzia: ti invieremo un link per scegliere una nuova password."
      submitLabel="Invia il link"
      request={request}
      footer={
        <p>
          Ti sei ricordato la password? <Link to={paths.reserved.login}>Accedi</Link>
        </p>
      }
    />
  );
}
