import { InlineErrorText } from '../../../components/layout/inline-error-text';
import { usePublicCatalogue } from '../api/get-public-services';
import { usePublicConfig } from '../../../lib/public-config-context';
import { FIXED_PRICE_ROWS, priceListRows } from './price-list-rows';
import styles from './price-list.module.css';

/** Home 'LISTINO PREZZI' (spec section 2): service, price without and with the product. */
export function PriceList() {
  const { productName } = usePublicConfig();
  const catalogue = usePublicCatalogue();
  const rows = catalogue.services ? priceListRows(catalogue.services) : FIXED_PRICE_ROWS;
  const error = catalogue.errorText('Impossibile caricare i prezzi dei servizi.');

  return (
    <section id="listino" className={styles.section} aria-labelledby="listino-title">
      <h2 id="listino-title" className={styles.title}>
        LISTINO PREZZI
      </h2>
      <p className={styles.intro}>
        Il prezzo di ogni servizio per la tua agenzia, senza e con {productName}.
      </p>
      {error === null ? null : <InlineErrorText text={error} onRetry={catalogue.retry} />}
      {/* Focusable so the table can be scrolled with the keyboard on a phone; its own name,
          as two landmarks may not share one (the section is already 'LISTINO PREZZI'). */}
      <div className={styles.frame} role="region" aria-label="Tabella dei prezzi" tabIndex={0}>
        <table
          className={styles.table}
          aria-labelledby="listino-title"
          aria-busy={catalogue.pending}
        >
          <thead>
            <tr>
              <th scope="col">SERVIZIO</th>
              <th scope="col">SENZA {productName}</th>
              <th scope="col" className={styles.with}>
                CON {productName}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.name}</th>
                <td>{row.without}</td>
                <td className={styles.with}>{row.with}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
