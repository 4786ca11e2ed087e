import { formatEuro, formatPercent } from './italian-numbers';
import type { ExampleFigures } from './figures';

/**
 * The representative example (art. 120-octies TUB) as label/value rows: the same words in the
 * widget, in the configurator's preview and in the Piano D'Acquisto.
 */
export function exampleRows(ex: ExampleFigures): [string, string][] {
  const rows: [string, string][] = [];
  if (ex.priceCents) rows.push(['Valore dell’immobile', formatEuro(ex.priceCents)]);
  rows.push(
    ['Importo totale del credito', formatEuro(ex.loanCents)],
    ['Durata', `${ex.years} anni, ${ex.numberOfInstalments} rate mensili`],
    ['Rata mensile', formatEuro(ex.instalmentCents)],
    ['TAN fisso', formatPercent(ex.annualRate, 2)],
    ['TAEG', formatPercent(ex.taeg, 2)],
    ['Costo totale del credito', formatEuro(ex.totalCostOfCreditCents)],
    ['Importo totale dovuto', formatEuro(ex.totalPayableCents)],
    [
      'Intermediario del credito',
      [ex.intermediary.name, ex.intermediary.details].filter(Boolean).join(', '),
    ],
  );
  return rows;
}

/** The small print under the rows. */
export function exampleNotes(ex: ExampleFigures): string[] {
  const last =
    ex.lastInstalmentCents === ex.instalmentCents
      ? ''
      : ` L’ultima rata è di ${formatEuro(ex.lastInstalmentCents)}.`;
  return [
    `Mutuo a tasso fisso garantito da ipoteca sull’immobile.${last} Il TAEG comprende interessi (${formatEuro(ex.totalInterestCents)}), ${ex.costs
      .map((c) => `${c.label.toLowerCase()} ${formatEuro(c.amountCents)}`)
      .join(
        ', ',
      )}; non comprende spese notarili, imposte della compravendita e la polizza incendio e scoppio obbligatoria.`,
    'Esempio a scopo informativo: la concessione del mutuo è soggetta alla valutazione della banca.' +
      (ex.asOf ? ` Condizioni aggiornate al ${ex.asOf}.` : ''),
  ];
}
