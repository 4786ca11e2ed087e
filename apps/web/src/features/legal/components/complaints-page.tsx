import { usePublicConfig } from '../../../lib/public-config-context';
import { complaintsEmailOf } from './company-details';
import { ABF_URL, ExternalLink } from './external-link';
import styles from './legal-page.module.css';

/** Days within which the mediator answers a complaint, and the longest the rules allow. */
export const COMPLAINT_ANSWER_DAYS = 30;
export const COMPLAINT_MAX_DAYS = 60;

/** /reclami: how to complain to the mediator, when it answers, and the ABF after. */
export function ComplaintsPage() {
  const { brand, productName } = usePublicConfig();
  const co = brand.company;
  const email = complaintsEmailOf(brand);
  const pec = brand.compliance.complaintsPec;
  return (
    <article className={styles.page} aria-labelledby="reclami-titolo">
      <p className={styles.eyebrow}>{productName}</p>
      <h1 id="reclami-titolo" className={styles.title}>
        Reclami
      </h1>
      <p>
        Se qualcosa del nostro servizio di mediazione creditizia non ti ha soddisfatto, puoi
        presentare un reclamo gratuito a {co.name} {co.legalForm}, mediatore creditizio iscritto
        all’Elenco OAM n. {co.oamNumber}.
      </p>

      <h2>Come presentarlo</h2>
      <ul>
        <li>
          Per e-mail: <a href={`mailto:${email}`}>{email}</a>
        </li>
        {pec ? (
          <li>
            Per posta elettronica certificata: <a href={`mailto:${pec}`}>{pec}</a>
          </li>
        ) : null}
        <li>
          Per lettera raccomandata A/R: {co.name} {co.legalForm} – Ufficio Reclami,{' '}
          {co.registeredOffice.address}, {co.registeredOffice.city}
        </li>
      </ul>
      <p>
        Indica il tuo nome, un recapito, la pratica o l’agenzia a cui si riferisce e che cosa è
        successo; allega i documenti che aiutano a capire.
      </p>

      <h2>Quando rispondiamo</h2>
      <p>
        Rispondiamo per iscritto entro {COMPLAINT_ANSWER_DAYS} giorni dal ricevimento e in ogni caso
        non oltre {COMPLAINT_MAX_DAYS} giorni, come prevedono le disposizioni della Banca d’Italia
        sulla trasparenza. Se il reclamo è fondato, la risposta dice che cosa faremo e in quali
        tempi.
      </p>

      <h2>Se la risposta non ti soddisfa</h2>
      <p>
        Se non sei soddisfatto o non hai avuto risposta entro {COMPLAINT_MAX_DAYS} giorni, prima di
        andare dal giudice puoi rivolgerti all’
        <ExternalLink href={ABF_URL}>Arbitro Bancario Finanziario (ABF)</ExternalLink>: il ricorso
        si presenta entro 12 mesi dal reclamo, costa 20 euro (restituiti se ti viene data ragione) e
        non richiede un avvocato. Puoi anche tentare una mediazione davanti a un organismo iscritto
        nel registro del Ministero della Giustizia (D.Lgs. 28/2010).
      </p>
    </article>
  );
}
