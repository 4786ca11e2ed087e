import { amortisationSchedule } from './instalment';
import { assertCents, percentOfCents } from './money';
import { formatEuro, formatPercent } from './parse';
import { PURCHASE_COST_DEFAULTS } from './purchase-cost-defaults';
import { DEFAULTS, MORTGAGE_MESSAGES } from './schemas';
import { annualPercentageRate } from './taeg';

/** Cost assumptions of the example (integer cents, rates as decimals); all optional. */
export interface RepresentativeExampleCosts {
  /** Istruttoria as a share of the loan (default 1 %). */
  istruttoriaRate?: number;
  /** Flat istruttoria that replaces the percentage. */
  istruttoriaFlatCents?: number | null;
  /** Perizia (default 250 €). */
  periziaCents?: number;
  /** Imposta sostitutiva (default 0,25 % prima casa, 2 % otherwise). */
  impostaSostitutivaRate?: number;
  /** Single premium of a compulsory insurance paid at disbursement (default 0 = not included). */
  insuranceCents?: number;
  insuranceLabel?: string;
  /** Fee charged with every instalment, e.g. spese di incasso rata (default 0). */
  monthlyFeeCents?: number;
}

/** Configuration of the example required by art. 120-octies TUB. */
export interface RepresentativeExampleConfig {
  /** Credit intermediary (the brand's company), shown as such. */
  intermediaryName: string;
  /** E.g. "mediatore creditizio iscritto OAM n. M000". */
  intermediaryDetails?: string;
  /** Lender, when the example refers to one. */
  lenderName?: string;
  loanCents: number;
  propertyValueCents?: number;
  /** TAN as a decimal (default `DEFAULTS.annualRate`). */
  annualRate?: number;
  years?: number;
  /** Purchase of the prima casa (imposta sostitutiva 0,25 %; default true). */
  primaCasa?: boolean;
  costs?: RepresentativeExampleCosts;
}

/** One cost included in the TAEG. */
export interface ExampleCost {
  key: 'istruttoria' | 'perizia' | 'impostaSostitutiva' | 'assicurazione' | 'incassoRata';
  label: string;
  amountCents: number;
  /** 'upfront': paid at disbursement; 'monthly': with each instalment (amount per month). */
  when: 'upfront' | 'monthly';
}

/** The representative example (integer cents; rates as decimals). */
export interface RepresentativeExample {
  intermediaryName: string;
  intermediaryDetails: string | null;
  lenderName: string | null;
  securedBy: 'ipoteca';
  rateType: 'fisso';
  loanCents: number;
  propertyValueCents: number | null;
  /** Loan / value, null without a value. */
  ltv: number | null;
  /** TAN. */
  annualRate: number;
  /** TAEG, unrounded; show it with two decimals. */
  taeg: number;
  years: number;
  numberOfInstalments: number;
  instalmentCents: number;
  lastInstalmentCents: number;
  totalInterestCents: number;
  costs: ExampleCost[];
  /** Interest + every cost in `costs`. */
  totalCostOfCreditCents: number;
  /** Loan + total cost of credit. */
  totalPayableCents: number;
  /** Costs not included in the TAEG, in Italian. */
  exclusions: string[];
  /** The example as one Italian paragraph, ready to show. */
  text: string;
}

/**
 * The costs the example's TAEG includes for a loan (istruttoria, perizia, imposta sostitutiva,
 * and insurance and collection fees when configured): the scenarios of the Piano D'Acquisto
 * price each loan with the same list.
 */
export function exampleCosts(
  loanCents: number,
  primaCasa: boolean,
  c: RepresentativeExampleCosts = {},
): ExampleCost[] {
  const sostitutivaRate =
    c.impostaSostitutivaRate ??
    (primaCasa
      ? PURCHASE_COST_DEFAULTS.impostaSostitutivaRatePrimaCasa
      : PURCHASE_COST_DEFAULTS.impostaSostitutivaRateOther);
  const istruttoriaRate = c.istruttoriaRate ?? PURCHASE_COST_DEFAULTS.istruttoriaRate;
  const costs: ExampleCost[] = [
    {
      key: 'istruttoria',
      label: 'Spese di istruttoria',
      amountCents: c.istruttoriaFlatCents ?? percentOfCents(loanCents, istruttoriaRate),
      when: 'upfront',
    },
    {
      key: 'perizia',
      label: 'Perizia',
      amountCents: c.periziaCents ?? PURCHASE_COST_DEFAULTS.periziaCents,
      when: 'upfront',
    },
    {
      key: 'impostaSostitutiva',
      label: `Imposta sostitutiva (${formatPercent(sostitutivaRate)})`,
      amountCents: percentOfCents(loanCents, sostitutivaRate),
      when: 'upfront',
    },
  ];
  if (c.insuranceCents) {
    costs.push({
      key: 'assicurazione',
      label: c.insuranceLabel ?? 'Polizza incendio e scoppio',
      amountCents: c.insuranceCents,
      when: 'upfront',
    });
  }
  if (c.monthlyFeeCents) {
    costs.push({
      key: 'incassoRata',
      label: 'Spese di incasso rata',
      amountCents: c.monthlyFeeCents,
      when: 'monthly',
    });
  }
  for (const cost of costs) assertCents(cost.amountCents);
  return costs;
}

/**
 * Builds the representative example that must accompany any advertised instalment
 * (art. 120-octies TUB): intermediary, mortgage security, fixed rate, total amount, TAN, TAEG,
 * duration, number and amount of instalments, total amount payable, cost assumptions.
 * The TAEG includes istruttoria, perizia, imposta sostitutiva, and insurance and collection
 * fees when configured; notary fees are excluded, as Directive 2014/17/EU allows.
 *
 * @throws RangeError when an input is outside the engine's domain or costs ≥ loan.
 */
export function representativeExample(config: RepresentativeExampleConfig): RepresentativeExample {
  const intermediaryName = config.intermediaryName.trim();
  if (intermediaryName === '') throw new RangeError(MORTGAGE_MESSAGES.name);
  const annualRate = config.annualRate ?? DEFAULTS.annualRate;
  const years = config.years ?? DEFAULTS.years;
  const primaCasa = config.primaCasa ?? true;
  const c = config.costs ?? {};
  const loanCents = config.loanCents;
  if (!(loanCents > 0)) throw new RangeError("L'importo del mutuo deve essere maggiore di zero");
  const schedule = amortisationSchedule({ loanCents, annualRate, years });

  const costs = exampleCosts(loanCents, primaCasa, c);

  const upfront = costs.filter((x) => x.when === 'upfront').reduce((s, x) => s + x.amountCents, 0);
  const monthly = costs.filter((x) => x.when === 'monthly').reduce((s, x) => s + x.amountCents, 0);
  const payments = schedule.rows.map((row) => row.payment + monthly);
  const taeg = annualPercentageRate(loanCents - upfront, payments);
  const numberOfInstalments = schedule.rows.length;
  const totalCostOfCreditCents =
    schedule.totalInterestCents + upfront + monthly * numberOfInstalments;
  const totalPayableCents = loanCents + totalCostOfCreditCents;

  const exclusions = ['Spese notarili', 'Imposte e spese della compravendita'];
  if (!c.insuranceCents) {
    exclusions.push(
      "Polizza incendio e scoppio sull'immobile, obbligatoria, il cui costo dipende dalla compagnia scelta",
    );
  }
  const value = config.propertyValueCents ?? null;
  if (value !== null) assertCents(value);
  const ltv = value ? loanCents / value : null;

  const costText = costs
    .map(
      (x) =>
        `${x.label.toLowerCase()} ${formatEuro(x.amountCents)}${x.when === 'monthly' ? ' per rata' : ''}`,
    )
    .join(', ');
  const text = [
    `Esempio rappresentativo: mutuo ${primaCasa ? "per l'acquisto della prima casa " : ''}a tasso fisso, garantito da ipoteca sull'immobile`,
    value ? ` del valore di ${formatEuro(value)}` : '',
    `. Importo totale del credito ${formatEuro(loanCents)}, durata ${years} anni, ${numberOfInstalments} rate mensili da ${formatEuro(schedule.instalmentCents)}`,
    schedule.lastPaymentCents !== schedule.instalmentCents
      ? ` (ultima rata ${formatEuro(schedule.lastPaymentCents)})`
      : '',
    `. TAN fisso ${formatPercent(annualRate, 2)}, TAEG ${formatPercent(taeg, 2)}.`,
    ` Costo totale del credito ${formatEuro(totalCostOfCreditCents)} (interessi ${formatEuro(schedule.totalInterestCents)}; ${costText}).`,
    ` Importo totale dovuto dal consumatore ${formatEuro(totalPayableCents)}.`,
    ` Il TAEG non comprende: ${exclusions.join('; ').toLowerCase()}.`,
    ` Intermediario del credito: ${intermediaryName}${config.intermediaryDetails ? ` (${config.intermediaryDetails})` : ''}.`,
    config.lenderName ? ` Finanziatore: ${config.lenderName}.` : '',
    " La concessione del mutuo è soggetta alla valutazione e all'approvazione della banca.",
  ].join('');

  return {
    intermediaryName,
    intermediaryDetails: config.intermediaryDetails ?? null,
    lenderName: config.lenderName ?? null,
    securedBy: 'ipoteca',
    rateType: 'fisso',
    loanCents,
    propertyValueCents: value,
    ltv,
    annualRate,
    taeg,
    years,
    numberOfInstalments,
    instalmentCents: schedule.instalmentCents,
    lastInstalmentCents: schedule.lastPaymentCents,
    totalInterestCents: schedule.totalInterestCents,
    costs,
    totalCostOfCreditCents,
    totalPayableCents,
    exclusions,
    text,
  };
}
