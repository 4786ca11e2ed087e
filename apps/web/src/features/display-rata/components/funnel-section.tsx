import { useId } from 'react';
import {
  FUNNEL_STEP_LABELS,
  FUNNEL_STEPS,
  type DisplayRataFunnel,
  type FunnelCounts,
} from '@portal/shared';
import { formatNumber, formatPercent } from '@portal/shared/domain/format';
import { InlineError } from '../../../components/layout/inline-error';
import { useDisplayRataFunnel } from '../api/get-display-rata-funnel';
import { dayLabel, FunnelChart } from './funnel-chart';
import styles from './funnel.module.css';

/** Leads per badge shown, as a percentage with two decimals ('0,52%'). */
export const rateLabel = (rate: number) => formatPercent(rate, 2);

/** The seven steps and the rate, as a list of figures (the agency's page, the admin's 360°). */
export function FunnelTotals({ counts, rate }: { counts: FunnelCounts; rate: number }) {
  return (
    <dl className={styles.totals}>
      {FUNNEL_STEPS.map((step) => (
        <div key={step} className={styles.total}>
          <dt>{FUNNEL_STEP_LABELS[step]}</dt>
          <dd>{formatNumber(counts[step])}</dd>
        </div>
      ))}
      <div className={`${styles.total} ${styles.rate}`}>
        <dt>Tasso badge → lead</dt>
        <dd>{rateLabel(rate)}</dd>
      </div>
    </dl>
  );
}

function DaysTable({ funnel, id }: { funnel: DisplayRataFunnel; id: string }) {
  const active = funnel.giorni.filter((d) => FUNNEL_STEPS.some((s) => d[s] > 0)).reverse();
  if (active.length === 0)
    return (
      <p id={id} className={styles.muted}>
        Ancora nessun dato: i conteggi compaiono dal giorno in cui il widget mostra i primi badge
        sul tuo sito.
      </p>
    );
  return (
    <>
      <h3 id={`${id}-titolo`} className={styles.subtitle}>
        Giorno per giorno{' '}
        <span className={styles.muted}>(i giorni senza attività non sono elencati)</span>
      </h3>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby={`${id}-titolo`}>
        <table id={id} className={styles.table} aria-labelledby={`${id}-titolo`}>
          <thead>
            <tr>
              <th scope="col">Giorno</th>
              {FUNNEL_STEPS.map((step) => (
                <th key={step} scope="col">
                  {FUNNEL_STEP_LABELS[step]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {active.map((d) => (
              <tr key={d.giorno}>
                <th scope="row">{dayLabel(d.giorno)}</th>
                {FUNNEL_STEPS.map((step) => (
                  <td key={step}>{formatNumber(d[step])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/**
 * «Risultati degli ultimi 90 giorni» on the agency's Display Rata page (decision 115): the
 * totals and the badge-to-lead rate, the days as a chart and as a table. Counted without
 * cookies: only totals per day, never who.
 */
export function FunnelSection() {
  const funnel = useDisplayRataFunnel();
  const id = useId();
  const tableId = `${id}-giorni`;
  return (
    <section className={styles.section} aria-labelledby={`${id}-titolo`}>
      <h2 id={`${id}-titolo`} className={styles.title}>
        Risultati degli ultimi 90 giorni
      </h2>
      <p className={styles.muted}>
        Conteggi anonimi per giorno, senza cookie: nessun visitatore del tuo sito è riconosciuto o
        registrato.
      </p>
      {funnel.isPending ? (
        <p role="status">Caricamento dei risultati…</p>
      ) : funnel.isError ? (
        <InlineError error={funnel.error} onRetry={() => void funnel.refetch()} />
      ) : (
        <>
          <FunnelTotals counts={funnel.data.totali} rate={funnel.data.tassoBadgeLead} />
          <FunnelChart funnel={funnel.data} tableId={tableId} />
          <DaysTable funnel={funnel.data} id={tableId} />
        </>
      )}
    </section>
  );
}
