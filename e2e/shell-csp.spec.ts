import { expect, test } from '@playwright/test';
import { loginAgency } from './support/login';
import { HANDS, HANDS_PASSWORD } from './support/seed-hands';

// The portal's pages run under a CSP without eval (apps/api/src/plugins/security.ts): no page
// may break it, not even by probing (zod's probe for eval was reported as a violation, which
// Lighthouse counts against best practices, QUALITY.md P7).

test('no page reports a CSP violation: the home, a form of the app, the reserved area', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

  await page.goto('/');
  await page.getByRole('heading', { name: 'Registra la tua agenzia' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('form', { name: 'Registrazione agenzia' })).toBeVisible();
  expect(await violations()).toEqual([]);

  // The app's login parses its answers with zod/mini; the reserved area with full zod.
  await loginAgency(page, HANDS.bianchi.email, HANDS_PASSWORD);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);
  await page.goto('/area-riservata/appuntamenti');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);
});
