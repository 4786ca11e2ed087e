import { formatDateLong } from '@portal/shared/domain/format';
import { usePublicConfig } from '../../../lib/public-config-context';
import styles from './legal-page.module.css';

/**
 * The day the statement was last checked against what the journeys prove (decision 110):
 * a change to what it claims, or to the checks behind it, moves this date.
 */
export const ACCESSIBILITY_REVIEWED = '2026-12-03';

/** /accessibilita: what the portal meets of WCAG 2.1 AA, what not, and where to write. */
export function AccessibilityPage() {
  const { brand, productName } = usePublicConfig();
  const email = brand.compliance.accessibilityEmail || brand.contacts.email;
  return (
    <article className={styles.page} aria-labelledby="accessibilita-titolo">
      <p className={styles.eyebrow}>{productName}</p>
      <h1 id="accessibilita-titolo" className={styles.title}>
        Dichiarazione di accessibilità
      </h1>
      <p>
        {brand.company.name} {brand.company.legalForm}, mediatore creditizio iscritto all’Elenco OAM
        n. {brand.company.oamNumber}, vuole che il portale {productName} sia usabile da tutti. Dal
        28 giugno 2025 si applica l’Atto europeo sull’accessibilità (Direttiva UE 2019/882, recepita
        con il D.Lgs. 82/2022) ai servizi bancari e di credito offerti online: questa dichiarazione
        dice a che punto siamo.
      </p>

      <h2>Stato di conformità</h2>
      <p>
        Il portale è <strong>parzialmente conforme</strong> alle WCAG 2.1 di livello AA (norma EN
        301 549), per le parti indicate sotto.
      </p>

      <h2>Che cosa è garantito</h2>
      <ul>
        <li>
          Le pagine pubbliche, dell’Area Riservata e dell’area amministrativa sono verificate a ogni
          modifica del codice, nei percorsi di prova automatici, con lo strumento axe (regole WCAG
          2.1 A e AA): una modifica con errori rilevati non viene pubblicata.
        </li>
        <li>
          Menu, moduli, calendari, elenchi a scelta e finestre di dialogo si usano con la sola
          tastiera, con il punto di attenzione visibile.
        </li>
        <li>
          I campi hanno etichette e messaggi di errore letti dai lettori di schermo; i link che
          aprono una nuova scheda lo dicono.
        </li>
        <li>
          Su uno schermo largo 360 pixel nessuna pagina pubblica scorre di lato: il testo va a capo
          e le tabelle scorrono nel loro riquadro.
        </li>
      </ul>

      <h2>Che cosa non lo è ancora</h2>
      <ul>
        <li>
          Non è stata fatta una verifica manuale completa da un ente esterno, né una prova con tutti
          i lettori di schermo: i controlli automatici non trovano ogni problema.
        </li>
        <li>
          Il video della pagina iniziale è decorativo e non ha sottotitoli né audiodescrizione.
        </li>
        <li>
          I documenti caricati da agenzie e clienti (PDF, immagini) non sono sotto il nostro
          controllo e possono non essere accessibili.
        </li>
        <li>
          Il widget Display Rata sui siti delle agenzie rispetta le stesse regole, ma la pagina che
          lo ospita dipende dall’agenzia.
        </li>
      </ul>

      <h2>Segnalazioni</h2>
      <p>
        Se trovi un ostacolo, o ti serve un contenuto in un’altra forma, scrivi a{' '}
        <a href={`mailto:${email}`}>{email}</a>: rispondiamo entro 30 giorni. Se la risposta non ti
        soddisfa puoi rivolgerti alle autorità di vigilanza indicate dal D.Lgs. 82/2022.
      </p>
      <p className={styles.version}>
        Dichiarazione redatta il {formatDateLong(ACCESSIBILITY_REVIEWED)} sulla base di una
        valutazione interna.
      </p>
    </article>
  );
}
