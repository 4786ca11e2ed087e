import { PublicConfigSchema, type PublicConfig } from '@portal/shared/contracts/brand';
import { DEFAULT_PUBLIC_CONFIG } from '../config/default-public-config';
import { apiPathOf, apiUrl } from './api-client';

const CONFIG_TIMEOUT_MS = 5000;

/**
 * The public configuration (product, brand…): injected by the server into
 * index.html as `<script id="app-config" type="application/json">`, or, when that
 * element is missing (vite dev), fetched from `GET {base}/config`. Either is parsed with the
 * contract (zod/mini, so the shell stays small: decision 020). If neither works the
 * neutral defaults keep the shell usable, with a warning.
 */
export async function loadPublicConfig(doc: Document = document): Promise<PublicConfig> {
  try {
    const injected = doc.getElementById('app-config')?.textContent?.trim();
    if (injected) return PublicConfigSchema.parse(JSON.parse(injected));
    const { config } = await import('@portal/shared/routes/system');
    const res = await fetch(apiUrl(apiPathOf(config.path)), {
      credentials: 'omit',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(CONFIG_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return PublicConfigSchema.parse(await res.json());
  } catch (error) {
    console.warn(
      'Configurazione pubblica non disponibile: uso i valori neutri predefiniti.',
      error,
    );
    return DEFAULT_PUBLIC_CONFIG;
  }
}
