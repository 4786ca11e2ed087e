import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  WIDGET_PIN_PATH,
  WidgetScriptPinSchema,
  displayRataPinnedSnippet,
} from '@portal/shared/contracts/tools';

/**
 * The WordPress plugin (integrations/wordpress/display-rata) as the gallery uses it: PHP from
 * Debian's php-cli (installed by scripts/ensure-php.sh when missing), each file linted, its
 * settings saved as the agency would, and a post's content rendered with the plugin's shortcode
 * and the snippet it prints in <head>.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const PLUGIN_DIR = join(ROOT, 'integrations/wordpress/display-rata');
const RENDER = fileURLToPath(new URL('./wordpress-render.php', import.meta.url));

function ensurePhp(): void {
  execFileSync('bash', [join(ROOT, 'scripts/ensure-php.sh')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    timeout: 10 * 60_000,
  });
}

/** `php -l` of every PHP file of the plugin: the output of each, which says "No syntax errors". */
export function lintPlugin(): string[] {
  ensurePhp();
  return readdirSync(PLUGIN_DIR)
    .filter((name) => name.endsWith('.php'))
    .map((name) =>
      execFileSync('php', ['-l', join(PLUGIN_DIR, name)], { encoding: 'utf8' }).trim(),
    );
}

/** What the agency types (or pastes) in Impostazioni → Display Rata and saves. */
export interface WordPressForm {
  agenzia?: string;
  portale?: string;
  /** The reserved area's "Codice con versione fissata". */
  fissata?: string;
}

export interface WordPressRender {
  /** The post's content after the shortcodes. */
  content: string;
  /** The script tags WordPress prints in <head> (the plugin's: decision 118). */
  head: string;
  /** The script tags WordPress prints in the footer (none of the plugin's). */
  footer: string;
  /** The option the settings page stored. */
  settings: Record<string, string> | null;
  /** The notices the saves showed (add_settings_error). */
  errors: string[];
}

/** A post's content and the printed script tags, after the settings page was saved with each form in turn. */
export function renderWordPress(content: string, forms: WordPressForm[]): WordPressRender {
  ensurePhp();
  const out = execFileSync(
    'php',
    [RENDER, join(PLUGIN_DIR, 'display-rata.php'), JSON.stringify(forms)],
    { input: content, encoding: 'utf8' },
  );
  return JSON.parse(out) as WordPressRender;
}

/**
 * The pinned code of the reserved area's Display Rata page (the configurator builds it from
 * the same answer): the portal's current content-hashed script and its SRI hash.
 */
export async function pinnedCode(portal: string, slug: string) {
  const res = await fetch(`${portal}${WIDGET_PIN_PATH}`);
  if (!res.ok) throw new Error(`${WIDGET_PIN_PATH}: HTTP ${res.status}`);
  const pin = WidgetScriptPinSchema.parse(await res.json());
  return { pin, code: displayRataPinnedSnippet(portal, slug, pin) };
}
