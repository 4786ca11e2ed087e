import { useState } from 'react';
import { ErrorCode } from '@portal/shared';
import type { AdminLoginStep } from '@portal/shared/contracts/admin-mfa';
import { RecoveryCodes } from '../../../components/admin/recovery-codes';
import { Button, CopyField } from '../../../components/ui';
import { getErrorMessage, isApiError } from '../../../lib/api-error';
import { useEnrolAdmin } from '../api/enrol-admin';
import { useVerifyAdminCode } from '../api/verify-admin-code';
import { CodeForm } from './code-form';
import styles from './login.module.css';

const FAILED = 'Verifica non riuscita: riprova tra poco.';

/**
 * The sign-in step is over (it expired, or five wrong codes spent it: 401 LOGIN_STEP_OVER,
 * decision 076): the page goes back to the password with the server's message.
 */
const whenStepOver = (onStepOver: (message: string) => void) => (error: unknown) => {
  if (isApiError(error) && error.code === ErrorCode.loginStepOver) onStepOver(error.message);
};

/** The code step of the login: a code from the app, or a recovery code. */
export function VerifyStep({
  mfaToken,
  onDone,
  onStepOver,
}: {
  mfaToken: string;
  onDone: () => void;
  onStepOver: (message: string) => void;
}) {
  const verify = useVerifyAdminCode();
  const [recovery, setRecovery] = useState(false);
  return (
    <>
      <p className={styles.intro}>
        {recovery
          ? 'Inserisci uno dei codici di recupero che hai salvato: ognuno vale una sola volta.'
          : 'Inserisci il codice a 6 cifre dell’app di autenticazione.'}
      </p>
      <CodeForm
        key={recovery ? 'recovery' : 'totp'}
        label={recovery ? 'Codice di recupero' : 'Codice di verifica'}
        recovery={recovery}
        serverError={verify.error ? getErrorMessage(verify.error, FAILED) : null}
        submitLabel="Verifica e accedi"
        onSubmit={(code) =>
          verify.mutateAsync(
            { mfaToken, code },
            { onSuccess: onDone, onError: whenStepOver(onStepOver) },
          )
        }
      >
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => {
            verify.reset();
            setRecovery(!recovery);
          }}
        >
          {recovery ? 'Usa il codice dell’app' : 'Usa un codice di recupero'}
        </button>
      </CodeForm>
    </>
  );
}

/** First login without a second factor: scan the QR code, confirm with the first code. */
export function EnrolStep({
  mfaToken,
  enrol,
  onEnrolled,
  onStepOver,
}: {
  mfaToken: string;
  enrol: NonNullable<AdminLoginStep['enrol']>;
  onEnrolled: (recoveryCodes: string[]) => void;
  onStepOver: (message: string) => void;
}) {
  const confirm = useEnrolAdmin();
  return (
    <>
      <p className={styles.intro}>
        Per entrare serve un secondo fattore. Inquadra il codice QR con un’app di autenticazione
        (Google Authenticator, Microsoft Authenticator, FreeOTP…) o inserisci la chiave a mano, poi
        scrivi il codice a 6 cifre che l’app mostra.
      </p>
      <img
        className={styles.qr}
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrol.qrSvg)}`}
        alt="Codice QR da inquadrare con l’app di autenticazione"
        width={192}
        height={192}
      />
      <div className={styles.enrolKey}>
        <CopyField label="Chiave" value={enrol.secret} copied="Chiave copiata negli appunti" />
      </div>
      <CodeForm
        label="Codice di verifica"
        serverError={confirm.error ? getErrorMessage(confirm.error, FAILED) : null}
        submitLabel="Attiva e accedi"
        onSubmit={(code) =>
          confirm.mutateAsync(
            { mfaToken, code },
            {
              onSuccess: (answer) => onEnrolled(answer.recoveryCodes),
              onError: whenStepOver(onStepOver),
            },
          )
        }
      />
    </>
  );
}

/** After the enrolment: the recovery codes, once, then the hub. */
export function RecoveryStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className={styles.form}>
      <RecoveryCodes codes={codes} />
      <Button className={styles.submit} onClick={onDone}>
        Ho salvato i codici: continua
      </Button>
    </div>
  );
}
