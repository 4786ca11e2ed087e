/** Shared by playwright.config.ts, the global setup and the specs. */

/**
 * Which of the run's portals this process talks to. The browser tests run on several
 * Playwright workers, and each worker has its own portal (server, database, mailbox):
 * worker n (Playwright's TEST_PARALLEL_INDEX, 0 … workers − 1, kept when a worker is
 * restarted after a failure) uses portal n. Outside a worker (the config's first load,
 * the global setup), 0.
 */
export const PORTAL_INDEX = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** The first portal's port: portal n listens on E2E_PORT + n. */
export const E2E_PORT_BASE = Number(process.env.E2E_PORT ?? 8100);
/** The first portal's SMTP receiver: portal n sends its mail to E2E_SMTP_PORT + n. */
export const E2E_SMTP_PORT_BASE = Number(process.env.E2E_SMTP_PORT ?? 2526);

export const portalPort = (index: number) => E2E_PORT_BASE + index;
export const portalUrl = (index: number) => `http://127.0.0.1:${portalPort(index)}`;
export const smtpPort = (index: number) => E2E_SMTP_PORT_BASE + index;

/** The address of this worker's portal (the baseURL of its pages and requests). */
export const E2E_BASE_URL = portalUrl(PORTAL_INDEX);

export const E2E_ADMIN = { email: 'admin-e2e@example.it', password: 'E2e-Admin-Password-2026' };
/** The e2e admin's second factor (ADMIN_TOTP_SECRET of the servers the journeys start). */
export const E2E_ADMIN_TOTP_SECRET = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';
export const WIDGETS_PORT = Number(process.env.WIDGETS_PORT ?? 5174);
export const ARTIFACTS = 'e2e/.artifacts';
/** What belongs to portal n alone: its data folder, its mail, its admins' codes, its log. */
export const portalArtifacts = (index: number) => `${ARTIFACTS}/portal-${index}`;
/**
 * Which journey file signs in as which administrator (login.ts), in the order they first
 * asked, for this worker's portal.
 */
export const ADMIN_OF_FILE = `${portalArtifacts(PORTAL_INDEX)}/admin-of-file.json`;

export interface E2eAdmin {
  email: string;
  password: string;
  /** The base32 secret of the admin's authenticator app. */
  secret: string;
}

/**
 * The journeys' administrators: the one the server makes from ADMIN_EMAIL, then seven
 * more with their own second factor (seed-admins.ts). A code of the app counts once
 * (decision 039), so one administrator signs in at most twice every 30 seconds; each
 * journey file signs in as its own administrator of this list (login.ts), and the files
 * no longer queue for the same code. Every portal has all of them in its own database.
 */
export const E2E_ADMINS: readonly E2eAdmin[] = [
  { ...E2E_ADMIN, secret: E2E_ADMIN_TOTP_SECRET },
  ...[
    'RKCMFGFXUUWZLL6ZFVXDCQTWYBKP65K2',
    'JCZZK532ROZ3BEV4CLBJR4GZYZC4EJQX',
    'OVZVPAWBMLZEJ2URDTN6ODWIGLSDGS4N',
    'ZZJ3PAHN7BMLM5IDSLCHB5OQOTAYMLN5',
    'OBWQ7BBAZXZHRF6BDNVVGHDWMBHLF2D5',
    'YVZDBEP34RURY2I7YZHFRQTAKOY5RHBV',
    '5TWXLYW3DEUAK3A6TYYBCHD7BSI5G6X5',
  ].map((secret, i) => ({
    email: `admin-e2e-${i + 2}@example.it`,
    password: E2E_ADMIN.password,
    secret,
  })),
];
