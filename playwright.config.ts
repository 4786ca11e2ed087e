import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './e2e/support/chromium';
import { E2E_BASE_URL, WIDGETS_PORT } from './e2e/support/env';

const executablePath = await chromiumPath();

/**
 * Browser tests in real Chromium against the real server, on two workers: the global setup
 * starts one portal per worker (its own server, database and mailbox, decision 086), and
 * each worker loads this file again with its own TEST_PARALLEL_INDEX, so E2E_BASE_URL is
 * its own portal's address. The widget showcase is a development-only page, served by Vite.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './e2e/.artifacts/results',
  fullyParallel: false,
  workers: 2,
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
      command: `../../node_modules/.bin/vite --port ${WIDGETS_PORT} --strictPort`,
      cwd: './apps/web',
      url: `http://localhost:${WIDGETS_PORT}/`,
      timeout: 120_000,
      reuseExistingServer: false,
    },
  ],
});
