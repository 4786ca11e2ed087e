import { POINTS_CONTRATTO, POINTS_FATTO, POINTS_TARGET } from '@portal/shared';
import { formatDateLong, formatDateTime } from '@portal/shared/domain/format';
import { InlineError } from '../../../components/layout/inline-error';
import { RouteLoading } from '../../../components/layout/route-loading';
import { usePublicConfig } from '../../../lib/public-config-context';
import { useContestRules } from '../api/get-contest-rules';
import styles from './legal-page.module.css';

/**
 * /regolamento-concorso: who takes part, how points are earned (the shared points rule),
 * the ranking and the dates and prizes the admin set in the contest settings.
 */
export function ContestRulesPage() {
  const { brand, productName } = usePublicConfig();
  const rules = useContestRules();
  const co = brand.company;
  return (
    <article className={styles.page} aria-labelledby="concorso-titolo">
      <p className={styles.eyebrow}>{productName}</p>
      <h1 id="concorso-titolo" className={styles.title}>
        Regolamento del concorso
      </h1>
      <p>
        Il concorso premia le agenzie immobiliari registrate al portale {productName} che presentano
        clienti a {co.name} {co.legalForm}, mediatore creditizio iscritto all’Elenco OAM n.{' '}
        {co.oamNumber}.
      </p>

      <h2>Durata</h2>
      {rules.isPending ? (
        <RouteLoading label="Carico le date…" />
      ) : rules.error ? (
        <InlineError error={rules.error} onRetry={() => void rules.refetch()} />
      ) : (
        <p data-testid="contest-dates">
          Il concorso è in corso
          {rules.data.endAt
            ? ` e termina il ${formatDateTime(rules.data.endAt)}`
            : ': la data di fine non è ancora stata fissata e sarà pubblicata su questa pagina'}
          .
          {rules.data.updatedAt
            ? ` Regolamento aggiornato al ${formatDateLong(rules.data.updatedAt)}.`
            : ''}
        </p>
      )}

      <h2>Chi partecipa</h2>
      <p>
        Partecipa ogni agenzia registrata, con il suo account e i suoi collaboratori. Gli agenti
        interni del mediatore non partecipano e non sono in classifica.
      </p>

      <h2>Come si guadagnano i punti</h2>
      <ul>
        <li>
          <strong>{POINTS_CONTRATTO} punti</strong> per ogni cliente presentato il cui appuntamento
          arriva allo stato «Contratto», con il contratto confermato dal mediatore.
        </li>
        <li>
          <strong>{POINTS_FATTO} punto</strong> per ogni appuntamento nello stato «Fatto
          Appuntamento» verificato dal mediatore.
        </li>
        <li>Gli altri appuntamenti, e quelli annullati, non danno punti.</li>
      </ul>
      <p>
        I punti si vedono nell’Area Riservata, alla pagina Concorso. Con {POINTS_TARGET} punti si
        sblocca la classifica: le agenzie sono ordinate per punti e a parità di punti condividono la
        stessa posizione.
      </p>

      <h2>Premi</h2>
      {rules.isPending ? null : rules.error ? null : rules.data.prizes.length > 0 ? (
        <ul data-testid="contest-prizes">
          {rules.data.prizes.map((prize, i) => (
            <li key={`${i}-${prize}`}>{prize}</li>
          ))}
        </ul>
      ) : (
        <p data-testid="contest-prizes">
          I premi non sono ancora stati pubblicati: li troverai su questa pagina.
        </p>
      )}

      <h2>Informazioni</h2>
      <p>
        Per domande sul concorso scrivi a{' '}
        <a href={`mailto:${brand.contacts.email}`}>{brand.contacts.email}</a>. I dati delle agenzie
        sono trattati come dice l’informativa privacy.
      </p>
    </article>
  );
}
