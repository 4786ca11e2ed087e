import { z } from 'zod';

/**
 * The only place that reads `import.meta.env`. Parsed once at start; a bad value
 * stops the app with the list of every bad key.
 */
const EnvSchema = z.object({
  DEV: z.boolean(),
  MODE: z.string(),
  /** Override of the API base (an absolute URL or a path such as `/v2`). */
  VITE_API_BASE: z
    .string()
    .trim()
    .refine(
      (v) => v.startsWith('/') || /^https?:\/\//.test(v),
      'un percorso (/v2) o un URL http(s)',
    )
    .optional(),
});

const parsed = EnvSchema.safeParse(import.meta.env);
if (!parsed.success) {
  const list = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  throw new Error(`Configurazione non valida: ${list}`);
}

const raw = parsed.data;

/** Development API: the local server on port 8000 (it allows CORS from localhost). */
const DEV_API_BASE = 'http://localhost:8000/v2';
/** Production API: same origin, base path /v2. */
const PROD_API_BASE = '/v2';

export const env = {
  isDev: raw.DEV,
  mode: raw.MODE,
  apiBase: (raw.VITE_API_BASE ?? (raw.DEV ? DEV_API_BASE : PROD_API_BASE)).replace(/\/+$/, ''),
} as const;
