import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { BrandSchema, type Brand } from '@portal/shared';
import { parseS3Url, type S3Settings } from './modules/uploads/s3-url';
import { API_SRC } from './paths';

/**
 * The environment contract (ARCHITECTURE.md, "Configuration names"). Parsed once at
 * start; a bad value stops the start with every bad key listed. Nothing else reads
 * process.env.
 */
const boolString = z
  .enum(['true', 'false', '1', '0'], { message: 'usa true oppure false' })
  .transform((v) => v === 'true' || v === '1');

const proxyList = (v: string) =>
  v
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
/** An address, a CIDR, or one of proxy-addr's names for the local networks. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', bits, ...more] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || more.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

const isLoopback = (host: string) =>
  host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'deve essere un URL postgres://')
    .optional(),
  PUBLIC_URL: z
    .url({ message: 'deve essere un URL completo, es. https://portale.example.it' })
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'deve essere un URL smtp:// o smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  TOKEN_SECRET: z.string().min(32, 'almeno 32 caratteri').optional(),
  /** The secret before the last rotation: tokens it signed still verify until they expire. */
  TOKEN_SECRET_PREVIOUS: z.string().min(32, 'almeno 32 caratteri').optional(),
  PRODUCT_NAME: z.string().min(1).max(40).default('8Volante'),
  PRODUCT_SLUG: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'solo minuscole, cifre e trattini')
    .default('8volante'),
  BRAND_FILE: z.string().min(1).optional(),
  DEMO_DATA: boolString.optional(),
  ADMIN_EMAIL: z.email({ message: 'e-mail non valida' }).optional(),
  ADMIN_PASSWORD: z.string().min(8, 'almeno 8 caratteri').max(256).optional(),
  ADMIN_TOTP_SECRET: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z2-7]{16,128}=*$/, 'un segreto base32 di almeno 16 caratteri (A-Z, 2-7)')
    .optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .refine((v) => v.trim() !== 'true', {
      message:
        'true crederebbe all’X-Forwarded-For di qualunque client: indica gli indirizzi o le reti dei proxy (es. 10.0.0.1,10.0.0.0/24) oppure loopback',
    })
    .refine((v) => v.trim() === 'false' || proxyList(v).every(isProxyAddress), {
      message:
        'usa false o un elenco di indirizzi/CIDR separati da virgole (es. 10.0.0.1,10.0.0.0/24), oppure loopback',
    })
    .default('false'),
  API_DOCS: boolString.optional(),
  ADMIN_SESSION_MAX_HOURS: z.coerce
    .number()
    .min(1)
    .max(24 * 7)
    .default(12),
  LEAD_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(24),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000_000).default(600),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(20),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
  DATABASE_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  METRICS_TOKEN: z.string().min(32, 'almeno 32 caratteri').optional(),
  S3_URL: z.string().optional(),
  REDIS_URL: z.string().url('un indirizzo come redis://127.0.0.1:6379').optional(),
  /** Tests only: addresses «Prova sul tuo sito» may fetch although not public (decision 121). */
  SITE_PREVIEW_ALLOW: z.string().optional(),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** undefined: the server generates one and keeps it in DATA_DIR. */
  tokenSecret: string | undefined;
  /** TOKEN_SECRET_PREVIOUS: accepted to verify tokens, never to sign (decision 040). */
  tokenSecretPrevious: string | undefined;
  productName: string;
  productSlug: string;
  brand: Brand;
  /** true when no BRAND_FILE is set: the neutral example company is shown (a warning at start). */
  brandIsExample: boolean;
  /**
   * undefined: seed demo data only when the database is empty. A deployment (`deployed`)
   * never leaves it undefined: demo data there only with DEMO_DATA=true.
   */
  demoData: boolean | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** ADMIN_TOTP_SECRET: the second factor the ADMIN_EMAIL admin is enrolled with (decision 039). */
  adminTotpSecret: string | undefined;
  isProduction: boolean;
  /**
   * NODE_ENV=production or a DATABASE_URL: the server runs as deployed and fails closed
   * (decision 025): TOKEN_SECRET, PUBLIC_URL and SMTP_URL required, no demo data unless
   * asked for, no password or token link ever printed.
   */
  deployed: boolean;
  isDevelopment: boolean;
  logLevel: Env['LOG_LEVEL'];
  /** Whose X-Forwarded-* headers to believe: false (none) or the proxies' addresses/CIDRs, never any hop. */
  trustProxy: false | string[];
  /** How long an admin's sign-in lasts, silent refreshes included. */
  adminSessionMaxMs: number;
  /** Months after its last change when a lead's client data are pseudonymised (not Contratto). */
  leadRetentionMonths: number;
  /** The OpenAPI document and its page at /v2/docs: on by default, off in production unless API_DOCS=true. */
  apiDocs: boolean;
  /** Requests per minute per address across the API (login routes have their own, lower limit). */
  rateLimitPerMinute: number;
  /** PostgreSQL only: connections per process, and how long a statement or a wait for a connection may take. */
  databasePoolSize: number;
  databaseStatementTimeoutMs: number;
  databaseAcquireTimeoutMs: number;
  /**
   * Prometheus metrics (decision 046) on a port of their own; undefined: off (prom-client is
   * not even loaded). Bound to `metricsHost` (loopback by default); with `metricsToken` a
   * scrape needs `Authorization: Bearer <token>`.
   */
  metricsPort: number | undefined;
  metricsHost: string;
  metricsToken: string | undefined;
  /** S3_URL (decision 048): the bucket the uploaded files live in; undefined: the database. */
  s3: S3Settings | undefined;
  /** REDIS_URL (decisions 062, 082): where the limits and the login throttle count; undefined: the database. */
  redisUrl: string | undefined;
  /**
   * SITE_PREVIEW_ALLOW (tests only, refused with NODE_ENV=production): addresses such as
   * 127.0.0.1 that «Prova sul tuo sito» may fetch although they are not public (decision 121).
   */
  sitePreviewAllow: string[];
  /** Where the built SPA lives; undefined serves no SPA (API-only tests). */
  webDist: string | undefined;
  privacyVersion: string;
}

export class ConfigError extends Error {
  constructor(
    public readonly problems: string[],
    note?: string,
  ) {
    super(
      `Configurazione non valida:\n${problems.map((p) => `  - ${p}`).join('\n')}` +
        (note ? `\n${note}` : ''),
    );
    this.name = 'ConfigError';
  }
}

/** What a deployment must set, and how each is described when it is missing. */
const REQUIRED_WHEN_DEPLOYED = {
  TOKEN_SECRET:
    'obbligatorio in produzione: una chiave casuale di almeno 32 caratteri, la stessa in ogni processo',
  PUBLIC_URL:
    'obbligatorio in produzione: l’indirizzo pubblico del portale, es. https://portale.example.it',
  SMTP_URL:
    'obbligatorio in produzione: il server di posta, es. smtps://utente:password@smtp.example.it:465',
} as const;

export const DEFAULT_BRAND_FILE = resolve(API_SRC, 'config/default-brand.json');
export const DEFAULT_WEB_DIST = resolve(API_SRC, '../../web/dist');
/** Version of the privacy notice shown at registration; bump when the text changes. */
export const PRIVACY_VERSION = '2026-11';

function loadBrand(file: string, problems: string[]): Brand | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    problems.push(`BRAND_FILE: impossibile leggere ${file} (${(err as Error).message})`);
    return undefined;
  }
  const parsed = BrandSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      problems.push(`BRAND_FILE ${issue.path.join('.')}: ${issue.message}`);
    }
    return undefined;
  }
  return parsed.data;
}

/**
 * Parses the environment (and the brand file); throws ConfigError listing every bad key.
 * `purpose: 'tool'` (db:migrate, admin:create) skips what only a serving process needs.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<Config> = {},
  { purpose = 'server' }: { purpose?: 'server' | 'tool' } = {},
): Config {
  const problems: string[] = [];
  // Empty strings mean "unset", as in a .env file with `KEY=`.
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      problems.push(`${issue.path.join('.')}: ${issue.message}`);
    }
  }
  const brandFile = cleaned.BRAND_FILE ? resolve(cleaned.BRAND_FILE) : DEFAULT_BRAND_FILE;
  const brand = overrides.brand ?? loadBrand(brandFile, problems);
  const e = parsed.data;
  const deployed = cleaned.NODE_ENV === 'production' || cleaned.DATABASE_URL !== undefined;
  let missing = false;
  if (deployed && purpose === 'server') {
    for (const [key, why] of Object.entries(REQUIRED_WHEN_DEPLOYED)) {
      if (cleaned[key] === undefined) {
        problems.push(`${key}: ${why}`);
        missing = true;
      }
    }
  }
  if (e?.METRICS_PORT !== undefined && !e.METRICS_TOKEN && !isLoopback(e.METRICS_HOST)) {
    problems.push(
      'METRICS_TOKEN: obbligatorio quando METRICS_HOST non è 127.0.0.1, ::1 o localhost: ' +
        'le metriche fuori da questa macchina vanno protette con un token di almeno 32 caratteri',
    );
  }
  if (e?.SITE_PREVIEW_ALLOW && e.NODE_ENV === 'production') {
    problems.push(
      'SITE_PREVIEW_ALLOW: serve solo alle prove; in produzione il portale apre solo siti pubblici',
    );
  }
  const s3 = e?.S3_URL === undefined ? undefined : parseS3Url(e.S3_URL);
  if (s3 && 'problems' in s3) problems.push(...s3.problems);
  if (problems.length > 0 || !e || !brand) {
    throw new ConfigError(
      problems,
      missing
        ? 'Con NODE_ENV=production o DATABASE_URL il portale parte solo con TOKEN_SECRET, PUBLIC_URL e SMTP_URL impostati.'
        : undefined,
    );
  }

  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${e.PRODUCT_NAME} <noreply@localhost>`,
    tokenSecret: e.TOKEN_SECRET,
    tokenSecretPrevious: e.TOKEN_SECRET_PREVIOUS,
    productName: e.PRODUCT_NAME,
    productSlug: e.PRODUCT_SLUG,
    brand,
    brandIsExample: brandFile === DEFAULT_BRAND_FILE,
    demoData: deployed ? e.DEMO_DATA === true : e.DEMO_DATA,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    adminTotpSecret: e.ADMIN_TOTP_SECRET,
    isProduction: e.NODE_ENV === 'production',
    deployed,
    isDevelopment: e.NODE_ENV === 'development',
    logLevel: e.LOG_LEVEL,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    databaseAcquireTimeoutMs: e.DATABASE_ACQUIRE_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY.trim() === 'false' ? false : proxyList(e.TRUST_PROXY),
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
    adminSessionMaxMs: e.ADMIN_SESSION_MAX_HOURS * 60 * 60 * 1000,
    leadRetentionMonths: e.LEAD_RETENTION_MONTHS,
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    metricsToken: e.METRICS_TOKEN,
    s3: s3 && 'settings' in s3 ? s3.settings : undefined,
    redisUrl: e?.REDIS_URL,
    sitePreviewAllow: (e.SITE_PREVIEW_ALLOW ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    webDist: DEFAULT_WEB_DIST,
    privacyVersion: PRIVACY_VERSION,
    ...overrides,
  };
}
