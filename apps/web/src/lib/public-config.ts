import type { PublicConfig } from '@portal/shared';
import { isHexColour } from '@portal/shared/domain/colour';
import { DEFAULT_PUBLIC_CONFIG } from '../config/default-public-config';
import { apiPathOf, apiUrl } from './api-client';

const CONFIG_TIMEOUT_MS = 5000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The shape check of the configuration the server injected. The server built it with the
 * zod contract already, so the shell checks the outline by hand and loads without zod
 * (QUALITY P6: the home page's first JavaScript stays small).
 */
function isPublicConfig(value: unknown): value is PublicConfig {
  if (!isRecord(value) || !isRecord(value.brand)) return false;
  const { brand } = value;
  const texts = [value.productName, value.productSlug, value.publicUrl, value.privacyVersion];
  return (
    texts.every((t) => typeof t === 'string') &&
    ['company', 'contacts', 'poweredBy', 'media'].every((key) => isRecord(brand[key])) &&
    isRecord(brand.colors) &&
    Object.values(brand.colors).every((c) => isHexColour(c))
  );
}

/**
 * The public configuration (product, brand…): injected by the server into
 * index.html as `<script id="app-config" type="application/json">`, or, when that
 * element is missing (vite dev), fetched from `GET {base}/config` and checked with the
 * contract. If neither works the neutral defaults keep the shell usable, with a warning.
 */
export async function loadPublicConfig(doc: Document = document): Promise<PublicConfig> {
  try {
    const injected = doc.getElementById('app-config')?.textContent?.trim();
    if (injected) {
      const config: unknown = JSON.parse(injected);
      if (!isPublicConfig(config)) throw new Error('configurazione iniettata non valida');
      return config;
    }
    const { config } = await import('@portal/shared/routes/system');
    const res = await fetch(apiUrl(apiPathOf(config.path)), {
      credentials: 'omit',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(CONFIG_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return config.responses[200].parse(await res.json());
  } catch (error) {
    console.warn(
      'Configurazione pubblica non disponibile: uso i valori neutri predefiniti.',
      error,
    );
    return DEFAULT_PUBLIC_CONFIG;
  }
}
