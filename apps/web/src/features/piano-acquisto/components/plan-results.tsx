import type { ReactNode } from 'react';
import { mortgage } from '@portal/shared';
import type { BudgetOutcome, LoanOutcome, RataOutcome } from '../model/compute-plan';
import { yearlySummary } from '../model/yearly';
import { CapitalInterestChart } from './capital-interest-chart';
import { ConsapInfo } from './consap-info';
import { CostBreakdown } from './cost-breakdown';
import { ExampleCard } from './example-card';
import { ScheduleTable } from './schedule-table';
import styles from './results.module.css';

const euro = mortgage.formatEuro;

function Figure({ label, value, main = false }: { label: string; value: string; main?: boolean }) {
  return (
    <div className={main ? `${styles.figure} ${styles.figureMain}` : styles.figure}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function LoanSections({ loan }: { loan: LoanOutcome }) {
  const years = yearlySummary(loan.schedule.rows);
  return (
    <>
      <section className={styles.card} aria-labelledby="grafico-titolo">
        <h3 id="grafico-titolo" className={styles.cardTitle}>
          Capitale e interessi negli anni
        </h3>
        <CapitalInterestChart years={years} />
        <ScheduleTable years={years} />
      </section>
      <ExampleCard example={loan.example} />
    </>
  );
}

const LIMITS: Record<mortgage.PriceLimit, string> = {
  income:
    'Il limite è il reddito: la rata non supera la quota sostenibile del reddito netto. Con più reddito (o meno rate in corso) il prezzo sale.',
  ltv: 'Il limite è il finanziamento: la banca presta al massimo una quota del valore. Con più risparmi il prezzo sale.',
  savings: 'I risparmi non bastano per i costi di un acquisto con mutuo: servono più risparmi.',
};

/** "Quanto posso spendere": instalment, loan and price, then costs, chart, schedule, example. */
export function BudgetResults({
  outcome,
  children,
}: {
  outcome: BudgetOutcome;
  /** The Consap answer and the scenarios, under the plan's figures. */
  children?: ReactNode;
}) {
  const r = outcome.result;
  // Notes about the costs show under the costs.
  const notes = [
    ...(outcome.ageNote ? [outcome.ageNote] : []),
    ...r.notes.filter((n) => !r.costs.notes.includes(n) || !r.feasible),
  ];
  return (
    <div className={styles.results}>
      <section className={styles.card} aria-labelledby="risultato-titolo">
        <h3 id="risultato-titolo" className={styles.cardTitle}>
          Il tuo piano
        </h3>
        <dl className={styles.figures}>
          <Figure label="Prezzo massimo dell’immobile" value={euro(r.priceCents)} main />
          <Figure label="Mutuo" value={euro(r.loanCents)} />
          <Figure label="Rata mensile" value={euro(r.instalmentCents)} />
          <Figure label="Rata sostenibile" value={euro(r.affordableInstalmentCents)} />
          <Figure label="Mutuo massimo dal reddito" value={euro(r.maxLoanFromIncomeCents)} />
          <Figure label="Risparmi necessari (anticipo e costi)" value={euro(r.ownFundsCents)} />
        </dl>
        <p className={styles.limit}>{r.feasible ? LIMITS[r.limitedBy] : LIMITS.savings}</p>
        {notes.length > 0 ? (
          <ul className={styles.notes}>
            {notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        ) : null}
      </section>
      {children}
      {outcome.consap ? <ConsapInfo /> : null}
      {r.feasible ? <CostBreakdown costs={r.costs} /> : null}
      {outcome.loan ? <LoanSections loan={outcome.loan} /> : null}
    </div>
  );
}

/** "Rata di un mutuo": the instalment of a given loan, with the purchase costs when a price is given. */
export function RataResults({
  outcome,
  children,
}: {
  outcome: RataOutcome;
  /** The Consap answer and the scenarios, under the loan's figures. */
  children?: ReactNode;
}) {
  const { loan } = outcome;
  return (
    <div className={styles.results}>
      <section className={styles.card} aria-labelledby="risultato-titolo">
        <h3 id="risultato-titolo" className={styles.cardTitle}>
          Il tuo mutuo
        </h3>
        <dl className={styles.figures}>
          <Figure label="Rata mensile" value={euro(loan.schedule.instalmentCents)} main />
          <Figure label="Importo del mutuo" value={euro(loan.loanCents)} />
          <Figure label="Durata" value={`${loan.years} anni (${loan.schedule.rows.length} rate)`} />
          <Figure label="Interessi totali" value={euro(loan.schedule.totalInterestCents)} />
          {outcome.ltv !== null ? (
            <Figure label="Mutuo sul prezzo" value={mortgage.formatPercent(outcome.ltv, 1)} />
          ) : null}
          {outcome.ownFundsCents !== null ? (
            <Figure
              label="Risparmi necessari (anticipo e costi)"
              value={euro(outcome.ownFundsCents)}
            />
          ) : null}
        </dl>
        {outcome.notes.length > 0 ? (
          <ul className={styles.notes}>
            {outcome.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        ) : null}
      </section>
      {children}
      {outcome.consap ? <ConsapInfo /> : null}
      {outcome.costs ? <CostBreakdown costs={outcome.costs} /> : null}
      <LoanSections loan={loan} />
    </div>
  );
}
