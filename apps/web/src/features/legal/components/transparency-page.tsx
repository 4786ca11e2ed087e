import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { usePublicConfig } from '../../../lib/public-config-context';
import { CompanyDetails, complaintsEmailOf } from './company-details';
import { ABF_URL, ExternalLink } from './external-link';
import styles from './legal-page.module.css';

/** Said when the brand file does not say how the mediator is paid. */
const DEFAULT_REMUNERATION =
  'Il mediatore è remunerato con una provvigione, il cui importo è indicato nel foglio informativo e nel contratto di mediazione prima della firma; può ricevere anche un compenso dalla banca che concede il finanziamento. La provvigione entra nel TAEG.';

/** /trasparenza: who the credit mediator is, how it is paid, where to complain (D.Lgs. 141/2010). */
export function TransparencyPage() {
  const { brand, productName } = usePublicConfig();
  const remuneration = brand.compliance.remuneration || DEFAULT_REMUNERATION;
  return (
    <article className={styles.page} aria-labelledby="trasparenza-titolo">
      <p className={styles.eyebrow}>{productName}</p>
      <h1 id="trasparenza-titolo" className={styles.title}>
        Trasparenza
      </h1>
      <p>
        Le informazioni che un mediatore creditizio deve dare a chi lo incontra (Testo Unico
        Bancario, titolo VI, e D.Lgs. 141/2010), in un’unica pagina.
      </p>

      <h2>Il mediatore creditizio</h2>
      <CompanyDetails brand={brand} />
      <p>
        Il mediatore mette in relazione chi cerca un finanziamento con banche e intermediari: non
        concede il credito e non decide sulla domanda, che resta della banca.
      </p>

      <h2>Come è remunerato</h2>
      <p>{remuneration}</p>

      <h2>Reclami e Arbitro Bancario Finanziario</h2>
      <p>
        Puoi presentare un reclamo scrivendo a{' '}
        <a href={`mailto:${complaintsEmailOf(brand)}`}>{complaintsEmailOf(brand)}</a>: tempi e modi
        sono nella pagina <Link to={paths.complaints}>Reclami</Link>. Se la risposta non ti
        soddisfa, o non arriva nei tempi, puoi rivolgerti all’
        <ExternalLink href={ABF_URL}>Arbitro Bancario Finanziario (ABF)</ExternalLink>, che decide
        senza bisogno di un avvocato; resta sempre la via del giudice.
      </p>
    </article>
  );
}
