import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { ARTIFACTS } from './support/env';
import { loginAdmin, loginAgency } from './support/login';
import { mailsTo } from './support/mailbox';
import { STEPS_E2E, STEPS_PASSWORD } from './support/seed-milestones';

// The client's road to the mortgage (decisions 100 and 101) in real Chromium: the admin sets
// four steps of a lead on the desk; the agency gets one mail per step and sees the last step
// on its list and the timeline on the lead's page; an agency with «Avanzamento della
// pratica» switched off gets none.

const STEPS = [
  { label: 'Consulenza svolta', day: ['02', '11', '2026'] },
  { label: 'Documenti completi', day: ['09', '11', '2026'] },
  { label: 'Domanda presentata in banca', day: ['16', '11', '2026'] },
  { label: 'Perizia svolta', day: ['23', '11', '2026'] },
] as const;
const client = (c: { name: string; surname: string }) => `${c.name} ${c.surname}`;

async function screenshots(page: Page, name: string) {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${ARTIFACTS}/${name}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
}

async function openSteps(page: Page, name: string): Promise<Locator> {
  await page.getByRole('searchbox', { name: 'Cliente' }).fill(name);
  const row = page
    .getByRole('region', { name: 'Appuntamenti', exact: true })
    .getByRole('row')
    .filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Avanzamento della pratica: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Avanzamento della pratica: ${name}` });
  await expect(dialog.getByRole('list', { name: 'Passi della pratica' })).toBeVisible();
  return dialog;
}

async function setStep(scope: Locator, label: string, [d, m, y]: readonly string[]) {
  const date = scope.getByRole('group', { name: `Data: ${label}` });
  await date.getByRole('textbox', { name: 'Giorno' }).fill(d!);
  await date.getByRole('textbox', { name: 'Mese' }).fill(m!);
  await date.getByRole('textbox', { name: 'Anno' }).fill(y!);
  await scope.getByRole('button', { name: `Salva: ${label}` }).click();
  const item = scope.getByRole('listitem').filter({ hasText: label });
  await expect(item).toContainText(`${d}/${m}/${y}`);
  await expect(item).toContainText(/Registrato da .+ il \d\d\/\d\d\/\d{4} \d\d:\d\d/);
}

const stepMails = (email: string) => mailsTo(email).filter((m) => m.includes('/pratica/'));

test('the admin sets four steps: the agency gets one mail per step and sees the timeline; none with the switch off', async ({
  page,
}) => {
  await loginAdmin(page);
  await page.goto('/admin/appuntamenti');

  // The agency with the switch off first: its step is queued before the others.
  const quiet = await openSteps(page, client(STEPS_E2E.quietClient));
  await setStep(quiet, STEPS[0].label, STEPS[0].day);
  await quiet.getByRole('button', { name: 'Chiudi' }).click();
  await expect(quiet).toHaveCount(0);

  const dialog = await openSteps(page, client(STEPS_E2E.toldClient));
  // A step other than the deed may not lie in the future: the server says so in Italian.
  const late = dialog.getByRole('group', { name: 'Data: Delibera della banca' });
  await late.getByRole('textbox', { name: 'Giorno' }).fill('01');
  await late.getByRole('textbox', { name: 'Mese' }).fill('01');
  await late.getByRole('textbox', { name: 'Anno' }).fill('2099');
  await dialog.getByRole('button', { name: 'Salva: Delibera della banca' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'La data di «Delibera della banca» non può essere nel futuro.',
  );
  for (const step of STEPS) await setStep(dialog, step.label, step.day);
  await expectNoAxeViolations(page);
  await screenshots(page, 'lead-milestones-admin');
  await dialog.getByRole('button', { name: 'Chiudi' }).click();

  // One mail per step, through the queue; none to the agency that switched them off.
  await expect.poll(() => stepMails(STEPS_E2E.told.email).length, { timeout: 20_000 }).toBe(4);
  const mails = stepMails(STEPS_E2E.told.email);
  for (const step of STEPS) {
    const day = step.day.join('/');
    expect(mails.filter((m) => m.includes(step.label) && m.includes(day))).toHaveLength(1);
  }
  expect(stepMails(STEPS_E2E.quiet.email)).toHaveLength(0);

  // The agency: its list says where the lead stands, its page shows the timeline.
  await page.context().clearCookies();
  await loginAgency(page, STEPS_E2E.told.email, STEPS_PASSWORD);
  await page.goto('/area-riservata/appuntamenti');
  const card = page.getByRole('article', { name: client(STEPS_E2E.toldClient) });
  await expect(card).toContainText('Perizia svolta il 23/11/2026 · prossimo: Delibera della banca');
  await screenshots(page, 'lead-milestones-agency-list');
  await card.getByRole('link', { name: /^Avanzamento della pratica/ }).click();
  await expect(page).toHaveURL(/\/area-riservata\/appuntamenti\/pratica\/[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('heading', { level: 1, name: client(STEPS_E2E.toldClient) }),
  ).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Passi della pratica' });
  await expect(timeline.getByRole('listitem')).toHaveText(
    STEPS.map((s) => `${s.label}: ${s.day.join('/')}`),
  );
  await expect(page.getByText('Prossimo passo: Delibera della banca')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'lead-milestones-agency');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(timeline.getByRole('listitem')).toHaveCount(STEPS.length);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the internal agent who recorded the lead sets a step from its list; the page shows who and when', async ({
  page,
}) => {
  await loginAgency(page, STEPS_E2E.agent.email, STEPS_PASSWORD);
  await page.goto('/area-riservata/appuntamenti');
  const name = client(STEPS_E2E.quietClient);
  await page
    .getByRole('article', { name })
    .getByRole('link', { name: /^Avanzamento della pratica/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const steps = page.getByRole('region', { name: 'Passi della pratica' });
  await setStep(steps, 'Documenti completi', ['10', '11', '2026']);
  await expect(steps.getByRole('listitem').filter({ hasText: 'Documenti completi' })).toContainText(
    `Registrato da ${STEPS_E2E.agent.nome}`,
  );
  // The deed may be booked ahead.
  await setStep(steps, 'Data del rogito', ['15', '03', '2027']);
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: 'Data del rogito' })).toContainText(
    '15/03/2027',
  );
  await screenshots(page, 'lead-milestones-agent');
});
