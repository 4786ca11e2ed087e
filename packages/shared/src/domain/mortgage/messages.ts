// Without zod, as limits.ts and defaults.ts: the engine's sums use them, and the light
// public pages (decision 065) load no schema.
import { MORTGAGE_LIMITS } from './limits';

/** Italian messages shown to users (zod issues and RangeErrors thrown by the engine). */
export const MORTGAGE_MESSAGES = {
  years: `La durata deve essere tra ${MORTGAGE_LIMITS.minYears} e ${MORTGAGE_LIMITS.maxYears} anni`,
  yearsWhole: 'La durata deve essere un numero intero di anni',
  rate: 'Il tasso deve essere tra 0 e 25 %',
  cents: "L'importo deve essere un numero di centesimi intero non negativo",
  income: 'Il reddito non può essere negativo',
  applicantsMin: 'Indica il reddito di almeno un richiedente',
  applicantsMax: 'Al massimo due richiedenti',
  quota: 'La quota di reddito per la rata deve essere tra 10 e 50 %',
  ltv: 'Il rapporto tra mutuo e valore deve essere tra 10 e 100 %',
  share: 'La percentuale deve essere tra 0 e 100 %',
  age: "L'età deve essere tra 18 e 99 anni",
  maxAgeAtEnd: "L'età massima a fine mutuo deve essere tra 50 e 100 anni",
  price: 'Il prezzo deve essere maggiore di zero',
  name: "Indica il nome dell'intermediario",
  netAdvance: "L'importo netto erogato deve essere maggiore di zero",
  negativePayments: 'Le rate non possono essere negative',
  notRepaid: 'Le rate non rimborsano il capitale erogato',
  taegOutOfRange: 'TAEG fuori scala',
} as const;
