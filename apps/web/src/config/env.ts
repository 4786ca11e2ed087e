/**
 * The only place that reads `import.meta.env`. Checked once at start (by hand, not with
 * zod, so the app shell loads without it); a bad value stops the app with its key.
 */
export function readEnv(source: { DEV: boolean; MODE: string; VITE_API_BASE?: string }) {
  const override = source.VITE_API_BASE?.trim();
  if (
    override !== undefined &&
    override !== '' &&
    !override.startsWith('/') &&
    !/^https?:\/\//.test(override)
  ) {
    throw new Error('Configurazione non valida: VITE_API_BASE: un percorso (/v2) o un URL http(s)');
  }
  const base = override || (source.DEV ? DEV_API_BASE : PROD_API_BASE);
  return { isDev: source.DEV, mode: source.MODE, apiBase: base.replace(/\/+$/, '') } as const;
}

/** Development API: the local server on port 8000 (it allows CORS from localhost). */
const DEV_API_BASE = 'http://localhost:8000/v2';
/** Production API: same origin, base path /v2. */
const PROD_API_BASE = '/v2';

export const env = readEnv(
  import.meta.env as { DEV: boolean; MODE: string; VITE_API_BASE?: string },
);
