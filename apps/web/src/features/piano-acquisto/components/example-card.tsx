import type { mortgage } from '@portal/shared';
import { OamRegisterLink } from '../../../components/layout/oam-register-link';
import { exampleNotes, exampleRows } from '../../../widget/example-rows';
import type { ExampleFigures } from '../../../widget/figures';
import styles from './results.module.css';

/** The engine's example in the shape the widget shows, so both read the same. */
export function toExampleFigures(ex: mortgage.RepresentativeExample): ExampleFigures {
  return {
    priceCents: ex.propertyValueCents,
    loanCents: ex.loanCents,
    annualRate: ex.annualRate,
    taeg: ex.taeg,
    years: ex.years,
    numberOfInstalments: ex.numberOfInstalments,
    instalmentCents: ex.instalmentCents,
    lastInstalmentCents: ex.lastInstalmentCents,
    totalInterestCents: ex.totalInterestCents,
    costs: ex.costs.map((c) => ({ label: c.label, amountCents: c.amountCents })),
    totalCostOfCreditCents: ex.totalCostOfCreditCents,
    totalPayableCents: ex.totalPayableCents,
    intermediary: { name: ex.intermediaryName, details: ex.intermediaryDetails ?? '' },
  };
}

/** The representative example of art. 120-octies TUB for the loan on screen. */
export function ExampleCard({ example }: { example: mortgage.RepresentativeExample }) {
  const figures = toExampleFigures(example);
  return (
    <section
      className={`${styles.card} ${styles.example}`}
      aria-labelledby="esempio-titolo"
      data-promo-avoid=""
    >
      <h3 id="esempio-titolo" className={styles.cardTitle}>
        Esempio rappresentativo
      </h3>
      <dl className={styles.exampleList}>
        {exampleRows(figures).map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.small}>
        <OamRegisterLink />
      </p>
      {exampleNotes(figures).map((note) => (
        <p key={note} className={styles.small}>
          {note}
        </p>
      ))}
    </section>
  );
}
