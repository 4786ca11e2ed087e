/** Shared by playwright.config.ts and the specs. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8100);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_ADMIN = { email: 'admin-e2e@example.it', password: 'E2e-Admin-Password-2026' };
/** The e2e admin's second factor (ADMIN_TOTP_SECRET of the server the journeys start). */
export const E2E_ADMIN_TOTP_SECRET = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
export const WIDGETS_PORT = Number(process.env.WIDGETS_PORT ?? 5174);
export const ARTIFACTS = 'e2e/.artifacts';
