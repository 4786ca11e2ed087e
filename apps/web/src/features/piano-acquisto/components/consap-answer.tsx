import { mortgage } from '@portal/shared';
import type { ConsapOutcome, FullPricePlan } from '../model/plan-extras';
import results from './results.module.css';
import styles from './scenarios.module.css';

const euro = mortgage.formatEuro;
const taeg = (rate: number) => mortgage.formatPercent(rate, 2);

/** The purchase at up to 100 % of the price: its instalment beside its TAEG, subject to the bank. */
function FullPrice({ full }: { full: FullPricePlan }) {
  const s = full.scenario;
  return (
    <div className={styles.fullPrice}>
      <h4 className={styles.subTitle}>
        Con la garanzia {mortgage.withArticle(full.guaranteePercent, 'al')}: fino al 100 % del
        prezzo
      </h4>
      <dl className={styles.pairs}>
        <div>
          <dt>Prezzo dell’immobile</dt>
          <dd>{euro(full.priceCents)}</dd>
        </div>
        <div>
          <dt>Mutuo ({mortgage.formatPercent(full.ltv, 1)} del prezzo)</dt>
          <dd>{euro(full.loanCents)}</dd>
        </div>
        <div>
          <dt>Rata mensile ({s.years} anni)</dt>
          <dd>{euro(s.instalmentCents)}</dd>
        </div>
        <div>
          <dt>TAEG</dt>
          <dd>{taeg(s.taeg)}</dd>
        </div>
      </dl>
      <p className={styles.subject}>
        Soggetto alla valutazione della banca: il mutuo oltre l’80 % del valore si ottiene solo con
        la garanzia del Fondo e se la banca lo concede. TAN fisso{' '}
        {mortgage.formatPercent(s.annualRate, 2)}; il TAEG comprende istruttoria, perizia e imposta
        sostitutiva.
      </p>
    </div>
  );
}

/** The answer of the Consap check: «probabilmente ammissibile, garanzia …» or why not. */
export function ConsapAnswer({ outcome }: { outcome: ConsapOutcome }) {
  return (
    <section className={results.card} aria-labelledby="consap-verifica-titolo">
      <h3 id="consap-verifica-titolo" className={results.cardTitle}>
        Verifica della garanzia Consap
      </h3>
      {outcome.kind === 'incomplete' ? (
        <p className={results.text}>
          Rispondi alle domande sulla garanzia (prima casa, categoria catastale, categoria
          prioritaria) per sapere se il mutuo può averla.
        </p>
      ) : (
        <>
          <p className={styles.headline} data-status={outcome.answer.status}>
            {outcome.answer.headline}
          </p>
          {outcome.answer.status === 'eligible' ? (
            outcome.answer.notes.length > 0 ? (
              <ul className={results.notes}>
                {outcome.answer.notes.map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
            ) : null
          ) : (
            <p className={results.text}>{outcome.answer.reason}</p>
          )}
          {outcome.full ? <FullPrice full={outcome.full} /> : null}
        </>
      )}
      <p className={styles.caveat}>{mortgage.CONSAP_CAVEAT}</p>
    </section>
  );
}
