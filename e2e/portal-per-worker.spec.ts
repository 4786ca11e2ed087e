import { expect, test } from '@playwright/test';
import { E2E_BASE_URL, portalUrl } from './support/env';

// Each worker has its own portal (decision 086): the pages of a journey, its requests and
// the addresses its spec builds all go to the portal of the worker that runs it.
test('a journey reaches the portal of its own worker', async ({
  baseURL,
  page,
  request,
}, testInfo) => {
  expect(baseURL).toBe(portalUrl(testInfo.parallelIndex));
  expect(E2E_BASE_URL).toBe(baseURL);
  expect((await request.get('/v2/health')).ok()).toBe(true);
  await page.goto('/');
  expect(new URL(page.url()).origin).toBe(baseURL);
});
