import { AgencyTable } from './agency-table';
import styles from './agencies.module.css';

/** /admin/agenzie/fimaalist: the agencies registered through the FIMAA form (decisions.md). */
export function AgencyFimaaPage() {
  return (
    <>
      <p className={styles.hint}>Agenzie iscritte a FIMAA registrate dal modulo dedicato.</p>
      <AgencyTable fimaa label="Agenzie FIMAA" />
    </>
  );
}
