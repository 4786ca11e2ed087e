import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import styles from './fimaa-register-page.module.css';

/** fimaaRegister: the agency form for FIMAA members (sent with fimaaRegister: true). */
export function FimaaRegisterPage({ form }: { form: ReactNode }) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Convenzione FIMAA</p>
        <h1 className={styles.title}>Registrazione agenzie FIMAA</h1>
        <p className={styles.lead}>
          Registra la tua agenzia associata FIMAA: la riconosceremo come aderente alla convenzione.
          Dopo la registrazione riceverai un’e-mail per confermare l’indirizzo.
        </p>
        <p className={styles.note}>
          Vuoi saperne di più? <Link to={paths.fimaa}>Scopri la convenzione FIMAA</Link>.
        </p>
      </header>
      {form}
    </div>
  );
}
