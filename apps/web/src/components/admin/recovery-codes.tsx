import { CopyField } from '../ui';
import styles from './recovery-codes.module.css';

/** The ten recovery codes of an admin's second factor, shown once (decision 039). */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  return (
    <div className={styles.box}>
      <p className={styles.note}>
        <strong>Conserva questi codici in un luogo sicuro.</strong> Ognuno vale una sola volta e ti
        fa entrare se non hai il telefono con l’app di autenticazione. Non li mostreremo più.
      </p>
      <ol className={styles.codes} aria-label="Codici di recupero">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <CopyField
        label="Tutti i codici"
        value={codes.join('\n')}
        copied="Codici copiati negli appunti"
        buttonLabel="Copia i codici"
        multiline
      />
    </div>
  );
}
