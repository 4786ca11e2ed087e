import { intermediaryFromBrand } from '@portal/shared';
import { usePublicConfig } from '../../../lib/public-config-context';
import styles from './results.module.css';

/** Who mediates the credit (brand file): shown under the plan and on its printed page. */
export function IntermediaryBox() {
  const { brand } = usePublicConfig();
  const { name, details } = intermediaryFromBrand(brand);
  const office = brand.company.operatingOffice;
  return (
    <section
      className={`${styles.card} ${styles.intermediary}`}
      aria-labelledby="intermediario-titolo"
    >
      <h3 id="intermediario-titolo" className={styles.cardTitle}>
        Intermediario del credito
      </h3>
      <p>
        <strong>{name}</strong> – {details}. P.IVA {brand.company.partitaIva}.
      </p>
      <p>
        Sede operativa: {office.address}, {office.city} · {brand.contacts.email} ·{' '}
        {brand.contacts.phone}
      </p>
      <p className={styles.small}>
        Il piano è una simulazione a scopo informativo, non un’offerta: tassi, costi e concessione
        del mutuo dipendono dalla banca e dalla valutazione dell’immobile.
      </p>
    </section>
  );
}
