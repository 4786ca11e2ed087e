import { POINTS_CONTRATTO, POINTS_FATTO, POINTS_TARGET } from '@portal/shared';
import styles from './contest-page.module.css';

/** How the contest works (spec section 9, decisions.md). */
export function ContestRules() {
  return (
    <section className={styles.card} aria-labelledby="rules-title">
      <h2 id="rules-title" className={styles.cardTitle}>
        Il regolamento
      </h2>
      <ul className={styles.rules}>
        <li>
          <strong>+{POINTS_CONTRATTO} punti</strong> per ogni appuntamento in stato Contratto con il
          contratto confermato dall’amministrazione.
        </li>
        <li>
          <strong>+{POINTS_FATTO} punto</strong> per ogni appuntamento in stato Fatto Appuntamento
          verificato dall’amministrazione.
        </li>
        <li>La tua posizione in classifica si sblocca a {POINTS_TARGET} punti.</li>
        <li>A parità di punti le agenzie condividono la stessa posizione (1, 2, 2, 4…).</li>
        <li>Gli agenti interni non partecipano alla classifica.</li>
      </ul>
    </section>
  );
}
