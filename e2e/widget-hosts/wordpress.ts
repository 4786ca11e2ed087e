import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The WordPress plugin (integrations/wordpress/display-rata) as the gallery uses it: PHP from
 * Debian's php-cli (installed by scripts/ensure-php.sh when missing), each file linted, and
 * a post's content rendered with the plugin's shortcode and footer snippet.
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

export interface WordPressRender {
  /** The post's content after the shortcodes. */
  content: string;
  /** The script tags WordPress prints in the footer. */
  footer: string;
}

/** A post's content and the footer, with the plugin set to `slug` on `portal`. */
export function renderWordPress(content: string, slug: string, portal: string): WordPressRender {
  ensurePhp();
  const out = execFileSync('php', [RENDER, join(PLUGIN_DIR, 'display-rata.php'), slug, portal], {
    input: content,
    encoding: 'utf8',
  });
  return JSON.parse(out) as WordPressRender;
}
