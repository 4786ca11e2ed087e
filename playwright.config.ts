import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './e2e/support/chromium';
import {
  E2E_ADMIN,
  E2E_ADMIN_TOTP_SECRET,
  E2E_BASE_URL,
  E2E_PORT,
  E2E_SMTP_PORT,
  WIDGETS_PORT,
} from './e2e/support/env';

const executablePath = await chromiumPath();

/**
 * Browser tests in real Chromium against the real server on a fresh embedded database.
 * The widget showcase is a development-only page, served by Vite.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './e2e/.artifacts/results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON
    ? [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON }]]
    : [['list']],
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    trace: 'off',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'portal',
      testIgnore: /widgets\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath, args: CHROMIUM_ARGS } },
    },
    {
      name: 'widgets',
      testMatch: /widgets\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://localhost:${WIDGETS_PORT}`,
        launchOptions: { executablePath, args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: [
    {
      command: 'node --import tsx e2e/support/start-server.mjs',
      url: `${E2E_BASE_URL}/v2/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(E2E_PORT),
        HOST: '127.0.0.1',
        PUBLIC_URL: E2E_BASE_URL,
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        ADMIN_TOTP_SECRET: E2E_ADMIN_TOTP_SECRET,
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
        MAIL_FROM: 'Portale <noreply@example.it>',
        // Every journey comes from 127.0.0.1; one that stands for another office says so in
        // X-Forwarded-For (reserved-return-to.spec.ts), as the proxy in front would.
        TRUST_PROXY: 'loopback',
      },
    },
    {
      command: `../../node_modules/.bin/vite --port ${WIDGETS_PORT} --strictPort`,
      cwd: './apps/web',
      url: `http://localhost:${WIDGETS_PORT}/`,
      timeout: 120_000,
      reuseExistingServer: false,
    },
  ],
});
