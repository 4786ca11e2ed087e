import { existsSync } from 'node:fs';

/** Flags that work as root, without sandbox, on a closed network (ARCHITECTURE.md). */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * Where the browser tests find Chromium, in order: CHROME_PATH, Debian's
 * /usr/bin/chromium, else the binary shipped inside the npm package @sparticuz/chromium
 * (a dev dependency: it comes from the registry, nothing is downloaded at run time).
 */
export async function chromiumPath(): Promise<string> {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const { default: sparticuz } = await import('@sparticuz/chromium');
  return sparticuz.executablePath();
}
