import { z } from 'zod';
import { PriceSelectorSchema } from './tools';

/**
 * «Prova sul tuo sito» (issue 42, decision 121): the portal's server fetches one page of the
 * agency's site and shows it, with Display Rata, in a sandboxed frame of the settings page.
 */
export const SITE_PREVIEW_TEXT = {
  url: 'Scrivi l’indirizzo completo di una pagina del tuo sito, ad esempio https://www.tuaagenzia.it/annunci',
  disabled:
    'Display Rata è disattivato: attivalo e salva le impostazioni per provarlo sul tuo sito.',
  /** Why the page could not be shown, by the fetch's refusal. */
  refused: {
    address:
      'Questo indirizzo non porta a un sito pubblico: il portale apre solo pagine raggiungibili da internet.',
    scheme: 'Il portale apre solo indirizzi che iniziano con http:// o https://.',
    port: 'Il portale apre solo indirizzi senza un numero di porta (porte 80 e 443).',
    credentials: 'Togli nome utente e password dall’indirizzo.',
    own: 'Questo è l’indirizzo del portale: scrivi quello di una pagina del tuo sito.',
    unreachable: 'Il sito non risponde o il suo nome non esiste: controlla l’indirizzo.',
    timeout: 'Il sito non ha risposto entro 8 secondi: riprova tra poco.',
    status: 'Il sito ha risposto con un errore: controlla che l’indirizzo apra una pagina.',
    type: 'A questo indirizzo non c’è una pagina web (HTML).',
    size: 'La pagina è troppo grande per la prova (oltre 3 MB).',
    redirects: 'L’indirizzo rimanda ad altre pagine troppe volte.',
  },
  expired: 'Questa prova è scaduta: premi di nuovo «Prova».',
} as const;

export type SitePreviewRefusal = keyof typeof SITE_PREVIEW_TEXT.refused;

/** How long a fetched page can be shown (its frame loads it once, a reload within this). */
export const SITE_PREVIEW_TTL_MS = 10 * 60_000;

/** POST /strumenti/display-rata/prova: the page to try, and the selector being edited. */
export const SitePreviewBodySchema = z.object({
  url: z
    .string({ error: SITE_PREVIEW_TEXT.url })
    .trim()
    .min(1, SITE_PREVIEW_TEXT.url)
    .max(2000, SITE_PREVIEW_TEXT.url)
    .regex(/^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i, SITE_PREVIEW_TEXT.url),
  priceSelector: PriceSelectorSchema.optional(),
});
export type SitePreviewBody = z.infer<typeof SitePreviewBodySchema>;

/** Where the frame loads the page from (the portal's own address, valid 10 minutes). */
export const SitePreviewSchema = z.object({
  address: z.string(),
  /** The page's address after its redirects. */
  pageUrl: z.string(),
});
export type SitePreview = z.infer<typeof SitePreviewSchema>;

export const SitePreviewParamsSchema = z.object({
  id: z.uuid({ message: SITE_PREVIEW_TEXT.expired }),
});

/**
 * What the previewed page tells the settings page (postMessage from its sandboxed frame): the
 * widget's one console line, as it printed it.
 */
export const SITE_PREVIEW_MESSAGE_KEY = 'displayRataProva';
