import { assertCents, percentOfCents, roundCents } from './money';
import { formatEuro, formatPercent } from './parse';
import {
  resolvePurchaseCostOptions,
  type PurchaseCostOptions,
  type Seller,
} from './purchase-cost-defaults';

/** The purchase and the buyer's situation, without price and loan. */
export interface PurchaseProfile {
  /** The buyer has the prima casa benefits. */
  primaCasa: boolean;
  seller: Seller;
  /** Luxury dwelling (categories A/1, A/8, A/9): no prima casa benefits, IVA 22 %. */
  luxury?: boolean;
  /** Rendita catastale in integer cents; null/undefined when unknown (then estimated). */
  renditaCatastaleCents?: number | null;
  /** Include the agency commission (default true). */
  includeAgency?: boolean;
  options?: Partial<PurchaseCostOptions>;
}

/** Input of `purchaseCosts`: price and loan in integer cents (loan 0 = no mortgage). */
export interface PurchaseCostsInput extends PurchaseProfile {
  priceCents: number;
  loanCents: number;
}

/** Stable key of a cost line (for the UI and the print-out). */
export type CostKey =
  | 'registro'
  | 'iva'
  | 'ipotecaria'
  | 'catastale'
  | 'notaioCompravendita'
  | 'agenzia'
  | 'impostaSostitutiva'
  | 'notaioMutuo'
  | 'istruttoria'
  | 'perizia';

/** 'imposte' on the sale, the sale 'notaio', the 'agenzia', and the costs of the 'mutuo'. */
export type CostGroup = 'imposte' | 'notaio' | 'agenzia' | 'mutuo';

/** One labelled line of the purchase costs (Italian label, integer cents). */
export interface CostItem {
  key: CostKey;
  group: CostGroup;
  label: string;
  amountCents: number;
  note?: string;
}

/** The purchase costs: line items, total and subtotals (integer cents). */
export interface PurchaseCosts {
  items: CostItem[];
  totalCents: number;
  subtotals: Record<CostGroup, number>;
  /** The cadastral value was estimated from the price (rendita unknown). */
  estimated: boolean;
  /** Taxable cadastral value for the registro (private seller only), else null. */
  cadastralValueCents: number | null;
  /** Prima casa benefits applied (false for luxury dwellings even when asked). */
  primaCasaApplied: boolean;
  notes: string[];
}

/**
 * Costs of buying a home with (or without) a mortgage, per the table of mortgage.md:
 * taxes on the sale (registro on the cadastral value with a private seller, IVA with a builder),
 * notary, agency commission, and the mortgage's costs (imposta sostitutiva, notary, istruttoria,
 * perizia) when `loanCents` > 0.
 *
 * @throws RangeError when price, loan or rendita are not integer cents ≥ 0.
 */
export function purchaseCosts(input: PurchaseCostsInput): PurchaseCosts {
  const o: PurchaseCostOptions = resolvePurchaseCostOptions(input.options);
  const { priceCents, loanCents } = input;
  assertCents(priceCents);
  assertCents(loanCents);
  const rendita = input.renditaCatastaleCents ?? null;
  if (rendita !== null) assertCents(rendita);
  const luxury = input.luxury === true;
  const primaCasa = input.primaCasa && !luxury;
  const items: CostItem[] = [];
  const notes: string[] = [];
  const add = (item: CostItem) => items.push(item);
  if (input.primaCasa && luxury) {
    notes.push('Le abitazioni di lusso (A/1, A/8, A/9) non hanno le agevolazioni prima casa.');
  }

  let estimated = false;
  let cadastralValueCents: number | null = null;
  if (input.seller === 'private') {
    const multiplier = primaCasa ? o.cadastralMultiplierPrimaCasa : o.cadastralMultiplierOther;
    if (rendita === null) {
      estimated = true;
      cadastralValueCents = percentOfCents(priceCents, o.estimatedCadastralShare);
      notes.push(
        `Rendita catastale non indicata: valore catastale stimato al ${formatPercent(o.estimatedCadastralShare)} del prezzo. Indica la rendita per un calcolo preciso.`,
      );
    } else {
      cadastralValueCents = roundCents(rendita * multiplier);
    }
    const rate = primaCasa ? o.registroRatePrimaCasa : o.registroRateSecondaCasa;
    const base = `${formatPercent(rate)} del valore catastale${estimated ? ' stimato' : ''} (${formatEuro(cadastralValueCents)}), minimo ${formatEuro(o.registroMinCents)}`;
    add({
      key: 'registro',
      group: 'imposte',
      label: 'Imposta di registro',
      amountCents: Math.max(o.registroMinCents, percentOfCents(cadastralValueCents, rate)),
      note: base,
    });
    add({
      key: 'ipotecaria',
      group: 'imposte',
      label: 'Imposta ipotecaria',
      amountCents: o.ipotecariaFixedCents,
      note: 'In misura fissa',
    });
    add({
      key: 'catastale',
      group: 'imposte',
      label: 'Imposta catastale',
      amountCents: o.catastaleFixedCents,
      note: 'In misura fissa',
    });
  } else {
    const ivaRate = luxury ? o.ivaRateLuxury : primaCasa ? o.ivaRatePrimaCasa : o.ivaRateOrdinary;
    const why = luxury ? 'abitazione di lusso' : primaCasa ? 'prima casa' : 'seconda casa';
    add({
      key: 'iva',
      group: 'imposte',
      label: 'IVA sul prezzo',
      amountCents: percentOfCents(priceCents, ivaRate),
      note: `${formatPercent(ivaRate)} del prezzo (${why}, venditore impresa)`,
    });
    const fixed = {
      amountCents: o.builderFixedTaxCents,
      note: 'In misura fissa (vendita soggetta a IVA)',
    };
    add({ key: 'registro', group: 'imposte', label: 'Imposta di registro', ...fixed });
    add({ key: 'ipotecaria', group: 'imposte', label: 'Imposta ipotecaria', ...fixed });
    add({ key: 'catastale', group: 'imposte', label: 'Imposta catastale', ...fixed });
  }

  add({
    key: 'notaioCompravendita',
    group: 'notaio',
    label: 'Notaio – atto di compravendita',
    amountCents: o.notarySaleCents + percentOfCents(o.notarySaleCents, o.notaryVatRate),
    note: `Stima: ${formatEuro(o.notarySaleCents)} + IVA ${formatPercent(o.notaryVatRate)}`,
  });

  if (input.includeAgency !== false) {
    const flat = o.agencyCommissionFlatCents;
    const net = flat ?? percentOfCents(priceCents, o.agencyCommissionRate);
    add({
      key: 'agenzia',
      group: 'agenzia',
      label: 'Provvigione agenzia',
      amountCents: net + percentOfCents(net, o.agencyVatRate),
      note: `${flat === null ? `${formatPercent(o.agencyCommissionRate)} del prezzo` : formatEuro(flat)} + IVA ${formatPercent(o.agencyVatRate)}`,
    });
  }

  if (loanCents > 0) {
    const sostitutivaRate = primaCasa
      ? o.impostaSostitutivaRatePrimaCasa
      : o.impostaSostitutivaRateOther;
    add({
      key: 'impostaSostitutiva',
      group: 'mutuo',
      label: 'Imposta sostitutiva sul mutuo',
      amountCents: percentOfCents(loanCents, sostitutivaRate),
      note: `${formatPercent(sostitutivaRate)} del mutuo (${primaCasa ? 'prima casa' : 'seconda casa'})`,
    });
    add({
      key: 'notaioMutuo',
      group: 'mutuo',
      label: 'Notaio – atto di mutuo',
      amountCents: o.notaryMortgageCents,
      note: 'Stima, IVA inclusa',
    });
    const istruttoriaFlat = o.istruttoriaFlatCents;
    add({
      key: 'istruttoria',
      group: 'mutuo',
      label: 'Spese di istruttoria',
      amountCents: istruttoriaFlat ?? percentOfCents(loanCents, o.istruttoriaRate),
      note:
        istruttoriaFlat === null
          ? `${formatPercent(o.istruttoriaRate)} del mutuo`
          : 'Importo fisso',
    });
    add({
      key: 'perizia',
      group: 'mutuo',
      label: 'Perizia',
      amountCents: o.periziaCents,
      note: "Valutazione dell'immobile per la banca",
    });
  }

  const subtotals: Record<CostGroup, number> = { imposte: 0, notaio: 0, agenzia: 0, mutuo: 0 };
  for (const item of items) subtotals[item.group] += item.amountCents;
  const totalCents = items.reduce((sum, item) => sum + item.amountCents, 0);
  return {
    items,
    totalCents,
    subtotals,
    estimated,
    cadastralValueCents,
    primaCasaApplied: primaCasa,
    notes,
  };
}
