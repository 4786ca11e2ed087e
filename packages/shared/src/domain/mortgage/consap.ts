import { formatEuroWhole } from '../format';
import { DEFAULTS } from './schemas';

/**
 * What the calculators say about the Consap guarantee when it lifts the loan-to-value cap
 * (mortgage.md): what it is, who may use it, and that the bank decides. General guidance,
 * shown on the page and in the printed plan; the figures of the law can change, so the text
 * names the ceiling the engine uses and says where the conditions come from.
 */
export const CONSAP_INFO = {
  title: 'La garanzia del Fondo Consap per la prima casa',
  intro:
    'Il Fondo di garanzia per la prima casa, gestito da Consap per il Ministero dell’Economia, garantisce alla banca una parte del mutuo: per questo la banca può finanziare più dell’80 % del valore dell’immobile.',
  points: [
    `Vale per l’acquisto (anche con ristrutturazione) della prima casa, che non sia di lusso (categorie catastali A/1, A/8 e A/9 escluse), con un mutuo fino a ${formatEuroWhole(DEFAULTS.consapMaxLoanCents)}.`,
    'Può chiederla chi non possiede altre abitazioni (salvo i casi previsti dalla legge); hanno priorità i giovani sotto i 36 anni, le giovani coppie, i nuclei con un solo genitore e figli minori, gli inquilini degli alloggi popolari (ex IACP) e le famiglie numerose.',
    'Per queste categorie la garanzia è più alta se l’ISEE non supera le soglie di legge (ad esempio 40.000 € per i giovani sotto i 36 anni); soglie e percentuali sono fissate dalla legge e possono cambiare.',
    'La domanda si presenta alla banca insieme alla richiesta di mutuo: la banca decide se concedere il mutuo e a quali condizioni.',
  ],
} as const;
