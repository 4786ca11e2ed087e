import { expect, test, type Locator, type Page } from '@playwright/test';
import { ARTIFACTS } from './support/env';
import { loginAdmin, loginAgency } from './support/login';
import { LOOKS, LOOKS_PASSWORD } from './support/seed-looks';
import { takeOver } from './support/take-over';

// The promo banner (decisions.md "Promo banner"): not shown to a signed-in user, whose home
// page has no registration form; never over a focused field (on a phone it used to cover
// the Comune field of the very form it advertises).

const bannerOf = (page: Page) => page.getByRole('link', { name: 'Registrati Gratuitamente!' });

async function boxesMeet(a: Locator, b: Locator): Promise<boolean> {
  // A banner that is not there covers nothing.
  if (!(await a.isVisible())) return false;
  const [p, q] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!p || !q) return false;
  return p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height;
}

/** React has the page: its root is taken over. */
const isTakenOver = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
  });

test('banner: on a phone a focused field is never under it, the Comune field included', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/area-riservata/login');
  // The login is prerendered (decision 091): the app, and its banner, come at the first
  // gesture (099).
  await takeOver(page);
  const banner = bannerOf(page);
  await expect(banner).toBeVisible();

  // A focused field at the bottom of the screen, where the banner floats: it steps aside.
  const email = page.getByRole('textbox', { name: 'E-mail' });
  await email.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  await email.evaluate((el: HTMLElement) => el.focus({ preventScroll: true }));
  await expect(banner).toBeHidden();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(banner).toBeVisible();

  // The registration form: Comune at the bottom edge of the phone's screen, focused.
  await page.goto('/#registrati');
  const form = page.getByRole('form', { name: 'Registrazione agenzia' });
  await expect(form).toBeVisible();
  const provincia = page.getByRole('combobox', { name: 'Provincia' });
  await provincia.click();
  await provincia.fill('Milano');
  await page.getByRole('option', { name: 'Milano (MI)', exact: true }).click();
  const comune = page.getByRole('combobox', { name: 'Comune' });
  await expect(comune).toBeEnabled();
  await comune.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  await comune.evaluate((el: HTMLElement) => el.focus({ preventScroll: true }));
  await expect.poll(() => boxesMeet(banner, comune)).toBe(false);
  await expect(banner).toBeHidden();
  await page.screenshot({ path: `${ARTIFACTS}/banner-phone-comune.png` });
});

test('banner: never shown to a signed-in agency or admin', async ({ page, browser }) => {
  await page.goto('/');
  // The home starts the app at the visitor's first gesture (decision 091): the banner with it.
  await page.mouse.move(40, 40);
  await expect(bannerOf(page)).toBeVisible();
  await loginAgency(page, LOOKS.agency.email, LOOKS_PASSWORD);
  for (const path of ['/', '/services/displayRata', '/area-riservata/login']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.mouse.move(60, 60);
    await page.mouse.move(40, 40);
    await expect.poll(() => isTakenOver(page)).toBe(true);
    await expect(bannerOf(page)).toHaveCount(0);
  }
  const admin = await browser.newPage();
  await loginAdmin(admin);
  await admin.goto('/');
  await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
  await admin.mouse.move(40, 40);
  await expect.poll(() => isTakenOver(admin)).toBe(true);
  await expect(bannerOf(admin)).toHaveCount(0);
  await admin.close();
});
