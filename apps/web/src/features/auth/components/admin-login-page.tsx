import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { AdminLoginStep } from '@portal/shared/contracts/admin-mfa';
import { paths } from '../../../config/paths';
import { getErrorMessage, getFieldErrors } from '../../../lib/api-error';
import { useLoginAdmin } from '../api/login-admin';
import { LoginForm } from './login-form';
import { SignedOutElsewhere } from './signed-out-elsewhere';
import { EnrolStep, RecoveryStep, VerifyStep } from './second-factor-steps';
import styles from './login.module.css';

/**
 * /admin/login: the password, then the second factor (decision 039): a code from the app,
 * or at the first login the enrolment and the recovery codes. Then the admin hub.
 */
export function AdminLoginPage() {
  const navigate = useNavigate();
  const login = useLoginAdmin();
  const fields = getFieldErrors(login.error);
  const [step, setStep] = useState<AdminLoginStep | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  /** Why the page is back at the password: the code step was over (decision 076). */
  const [stepOver, setStepOver] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const toHub = () => void navigate(paths.admin.hub, { replace: true });
  const backToPassword = (message: string) => {
    login.reset();
    setStep(null);
    setStepOver(message);
  };

  const title = codes
    ? 'Codici di recupero'
    : step?.enrol
      ? 'Attiva il secondo fattore'
      : step
        ? 'Codice di verifica'
        : 'Accesso amministratori';

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="admin-login-title">
        <p className={styles.eyebrow}>Amministrazione</p>
        <h1 id="admin-login-title" className={styles.title}>
          {title}
        </h1>
        {codes ? (
          <RecoveryStep codes={codes} onDone={toHub} />
        ) : step?.enrol ? (
          <EnrolStep
            mfaToken={step.mfaToken}
            enrol={step.enrol}
            onEnrolled={setCodes}
            onStepOver={backToPassword}
          />
        ) : step ? (
          <VerifyStep mfaToken={step.mfaToken} onDone={toHub} onStepOver={backToPassword} />
        ) : (
          <>
            <p className={styles.intro}>
              Area riservata al personale: accedi con le tue credenziali.
            </p>
            <SignedOutElsewhere />
            <LoginForm
              serverError={
                login.error
                  ? getErrorMessage(login.error, 'Accesso non riuscito: riprova tra poco.')
                  : stepOver
              }
              fieldErrors={{ email: fields.email, password: fields.password }}
              defaultEmail={email}
              onSubmit={(values) => {
                setStepOver(null);
                setEmail(values.email);
                return login.mutateAsync(values, { onSuccess: setStep });
              }}
              footer={
                <p>
                  Sei un’agenzia? <Link to={paths.reserved.login}>Vai all’Area Riservata</Link>
                </p>
              }
            />
          </>
        )}
      </section>
    </div>
  );
}
