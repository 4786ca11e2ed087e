import { mortgage } from '@portal/shared';
import results from './results.module.css';
import styles from './scenarios.module.css';

const euro = mortgage.formatEuro;
const pct = (rate: number) => mortgage.formatPercent(rate, 2);

/**
 * The plan's loan side by side (decision 116): other durations, higher rates, the variable
 * rate; each instalment beside its TAEG. On a phone each row becomes a card of its own.
 */
export function ScenariosTable({ scenarios }: { scenarios: readonly mortgage.LoanScenario[] }) {
  if (scenarios.length === 0) return null;
  const loan = scenarios[0]!.loanCents;
  const variable = scenarios.some((s) => s.rateType === 'variabile');
  return (
    <section className={results.card} aria-labelledby="scenari-titolo">
      <h3 id="scenari-titolo" className={results.cardTitle}>
        Scenari a confronto
      </h3>
      <p className={`${results.text} ${styles.intro}`}>
        Lo stesso mutuo di {euro(loan)} con altre durate e altri tassi. Il TAEG comprende
        istruttoria, perizia e imposta sostitutiva, come nell’esempio rappresentativo.
      </p>
      <table className={styles.scenarios} aria-labelledby="scenari-titolo">
        <thead>
          <tr>
            <th scope="col">Scenario</th>
            <th scope="col">Durata</th>
            <th scope="col">TAN</th>
            <th scope="col">Rata mensile</th>
            <th scope="col">TAEG</th>
          </tr>
        </thead>
        <tbody>
          {scenarios.map((s) => (
            <tr key={s.key}>
              <th scope="row">{s.label}</th>
              <td data-label="Durata">{s.years} anni</td>
              <td data-label="TAN">
                {pct(s.annualRate)} {s.rateType}
              </td>
              <td data-label="Rata mensile">{euro(s.instalmentCents)}</td>
              <td data-label="TAEG">{pct(s.taeg)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {variable ? (
        <p className={styles.subject}>
          Tasso variabile: la rata segue l’Euribor e può salire o scendere; rata e TAEG sono
          calcolati con il tasso di oggi, come se restasse invariato.
        </p>
      ) : null}
    </section>
  );
}
