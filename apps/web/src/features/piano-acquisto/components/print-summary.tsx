import { CONSAP_PRIORITY_LABELS } from '@portal/shared';
import { formatDateLong } from '@portal/shared/domain/format';
import type { CalculatorValues } from '../model/calculator-form';
import styles from './calculator.module.css';

const orDash = (text: string, suffix = '') =>
  text.trim() === '' ? '—' : `${text.trim()}${suffix}`;

/** The Consap facts the buyer gave (decision 116), as the form asks them. */
function consapRows(values: CalculatorValues): [string, string][] {
  if (!values.consap) return [['Garanzia Consap', 'No']];
  const rows: [string, string][] = [
    ['Garanzia Consap', 'Richiesta'],
    [
      'Prima casa, nessun’altra abitazione',
      values.consapFirstHome === '' ? '—' : values.consapFirstHome === 'si' ? 'Sì' : 'No',
    ],
    ['Categoria catastale', values.consapCategory || '—'],
    [
      'Categoria prioritaria',
      values.consapPriority ? CONSAP_PRIORITY_LABELS[values.consapPriority] : '—',
    ],
    ['ISEE', orDash(values.isee, ' €')],
  ];
  if (values.mode === 'rata') rows.push(['Età del più giovane', orDash(values.consapAge, ' anni')]);
  return rows;
}

/** The inputs as text: hidden on screen, printed instead of the form. */
export function PrintSummary({
  values,
  agencyName,
}: {
  values: CalculatorValues;
  agencyName: string | null;
}) {
  const rows: [string, string][] =
    values.mode === 'budget'
      ? [
          ['Reddito netto mensile, 1° richiedente', orDash(values.income1, ' €')],
          ['Età, 1° richiedente', orDash(values.age1, ' anni')],
          ['Reddito netto mensile, 2° richiedente', orDash(values.income2, ' €')],
          ['Età, 2° richiedente', orDash(values.age2, ' anni')],
          ['Rate di altri finanziamenti', orDash(values.otherInstalments || '0', ' € al mese')],
          ['Risparmi disponibili', orDash(values.savings, ' €')],
        ]
      : [
          ['Prezzo dell’immobile', orDash(values.price, ' €')],
          ['Importo del mutuo', orDash(values.loan, ' €')],
        ];
  rows.push(
    ['Durata', orDash(values.years, ' anni')],
    ['TAN fisso', orDash(values.rate, ' %')],
    ['Abitazione', values.home === 'prima' ? 'Prima casa' : 'Seconda casa'],
    ...(values.home === 'prima' ? consapRows(values) : []),
    ['Venditore', values.seller === 'private' ? 'Privato' : 'Impresa (con IVA)'],
    ['Rendita catastale', orDash(values.rendita, ' €')],
    ['Provvigione agenzia', orDash(values.commission || '0', ' % + IVA')],
  );
  return (
    <section className={styles.printOnly} aria-hidden="true">
      <p className={styles.printTitle}>
        Piano D’Acquisto{agencyName ? ` preparato da ${agencyName}` : ''} –{' '}
        {formatDateLong(new Date())}
      </p>
      <dl className={styles.printInputs}>
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
