import type { ReactNode } from 'react';
import { Link } from '../../../lib/nav';
import { paths } from '../../../config/paths';
import { usePublicConfig } from '../../../lib/public-config-context';
import styles from './affida-page.module.css';

/** registerAffida: registration of an agent of the partner brand (an internal agent account). */
export function AffidaPage({ form }: { form: ReactNode }) {
  const { productName } = usePublicConfig();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Agenti Affida · {productName}</p>
        <h1 className={styles.title}>Registrazione agente Affida</h1>
        <p className={styles.lead}>
          Sei un agente della rete Affida? Crea il tuo account: dall’Area Riservata potrai inserire
          gli appuntamenti delle agenzie che segui e controllarne l’avanzamento.
        </p>
        <p className={styles.note}>
          Sei un’agenzia immobiliare? Usa il{' '}
          <Link to={paths.homeRegister}>modulo per le agenzie</Link>.
        </p>
      </header>
      {form}
    </div>
  );
}
