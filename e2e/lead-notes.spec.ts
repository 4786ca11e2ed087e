import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { ARTIFACTS } from './support/env';
import { currentAdmin, loginAdmin, loginAgency } from './support/login';
import { mailsTo } from './support/mailbox';
import { NOTES_E2E, NOTES_PASSWORD } from './support/seed-notes';

// Notes on a lead (decisions 105–107) in real Chromium: the agency writes on its lead page,
// the mediator is mailed, sees the unread count on the desk, reads and answers in «Note»
// (the count clears); the agency is mailed, its hub counts the note to read and the open
// leads by step; the recording agent reads the same conversation.

const client = `${NOTES_E2E.client.name} ${NOTES_E2E.client.surname}`;
const noteMails = (email: string) =>
  mailsTo(email).filter((m) =>
    m.includes(`una nota sulla pratica del cliente ${NOTES_E2E.client.name}`),
  );

async function screenshots(page: Page, name: string) {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${ARTIFACTS}/${name}-phone.png`, fullPage: true });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1366, height: 900 });
}

async function openLeadPage(page: Page) {
  await page.goto('/area-riservata/appuntamenti');
  await page
    .getByRole('article', { name: client })
    .getByRole('link', { name: /^Avanzamento della pratica/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: client })).toBeVisible();
  return page.getByRole('region', { name: 'Note della pratica' });
}

test('agency and mediator exchange notes, mailed both ways; the desk count clears when read; the hub tells the truth', async ({
  page,
}) => {
  const admin = currentAdmin();
  // The agency writes under the steps of its lead.
  await loginAgency(page, NOTES_E2E.agency.email, NOTES_PASSWORD);
  let notes = await openLeadPage(page);
  await expect(notes.getByText('Nessuna nota finora.')).toBeVisible();
  await notes.getByRole('button', { name: 'Invia la nota' }).click();
  await expect(notes.getByText('Scrivi il testo della nota.')).toBeVisible();
  await notes
    .getByRole('textbox', { name: 'Nuova nota' })
    .fill('Il cliente può firmare solo il sabato.');
  await notes.getByRole('button', { name: 'Invia la nota' }).dblclick();
  const list = notes.getByRole('list', { name: 'Note della pratica' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText(`${NOTES_E2E.agency.nome} · Agenzia`);
  // Its author may correct it for a minute.
  await list.getByRole('button', { name: /^Correggi la nota/ }).click();
  await notes
    .getByRole('textbox', { name: 'Correggi la nota' })
    .fill('Il cliente può firmare solo il sabato mattina.');
  await notes.getByRole('button', { name: 'Salva la correzione' }).click();
  await expect(list.getByRole('listitem')).toContainText('solo il sabato mattina.');
  await expect(list.getByRole('listitem')).toContainText('corretta');
  await expectNoAxeViolations(page);
  await screenshots(page, 'lead-notes-agency');

  // The mediator is mailed once, and so is the recording agent.
  await expect.poll(() => noteMails(admin.email).length, { timeout: 20_000 }).toBe(1);
  await expect.poll(() => noteMails(NOTES_E2E.agent.email).length, { timeout: 20_000 }).toBe(1);

  // The desk: the unread count on the row and overall; «Note» reads them and the count clears.
  await page.context().clearCookies();
  await loginAdmin(page);
  await page.goto('/admin/appuntamenti');
  await page.getByRole('searchbox', { name: 'Cliente' }).fill(client);
  const row = page
    .getByRole('region', { name: 'Appuntamenti', exact: true })
    .getByRole('row')
    .filter({ hasText: client });
  await expect(row).toHaveCount(1);
  await expect(page.getByTestId('note-non-lette-totale')).toContainText(
    'Note delle agenzie da leggere',
  );
  await row.getByRole('button', { name: `Note: ${client}, 1 nota non letta` }).click();
  const dialog = page.getByRole('dialog', { name: `Note della pratica: ${client}` });
  await expect(dialog.getByRole('listitem')).toContainText('sabato mattina');
  await expect(dialog.getByText('Nuova', { exact: true })).toBeVisible();
  await dialog
    .getByRole('textbox', { name: 'Nuova nota' })
    .fill('Va bene: fissiamo sabato alle 10.');
  await dialog.getByRole('button', { name: 'Invia la nota' }).click();
  await expect(dialog.getByRole('listitem')).toHaveCount(2);
  await expectNoAxeViolations(page);
  await screenshots(page, 'lead-notes-admin');
  await dialog.getByRole('button', { name: 'Chiudi' }).click();
  await expect(row.getByRole('button', { name: `Note: ${client}`, exact: true })).toBeVisible();

  // The agency is mailed; its hub counts the note to read and the open leads by step.
  await expect.poll(() => noteMails(NOTES_E2E.agency.email).length, { timeout: 20_000 }).toBe(1);
  await page.context().clearCookies();
  await loginAgency(page, NOTES_E2E.agency.email, NOTES_PASSWORD);
  const card = page.getByTestId('hub-pratiche');
  await expect(card.getByTestId('hub-note-non-lette')).toHaveText('1 nota da leggere.');
  const rowOf = (label: string) => card.locator('div').filter({ hasText: label }).last();
  await expect(rowOf('Consulenza svolta')).toContainText('1');
  await expect(rowOf('Nessun passo ancora')).toContainText('1');
  await expectNoAxeViolations(page);
  await screenshots(page, 'lead-notes-hub');
  notes = await openLeadPage(page);
  await expect(notes.getByRole('listitem').nth(1)).toContainText(
    'Va bene: fissiamo sabato alle 10.',
  );
  await expect(notes.getByRole('listitem').nth(1)).toContainText('Nuova');
  await page.goto('/area-riservata/hub');
  await expect(page.getByTestId('hub-note-non-lette')).toHaveText('Nessuna nota da leggere.');

  // The recording agent reads the same conversation and answers; the agency is mailed.
  await page.context().clearCookies();
  await loginAgency(page, NOTES_E2E.agent.email, NOTES_PASSWORD);
  notes = await openLeadPage(page);
  await expect(notes.getByRole('listitem')).toHaveCount(2);
  await notes.getByRole('textbox', { name: 'Nuova nota' }).fill('Porto io i documenti sabato.');
  await notes.getByRole('button', { name: 'Invia la nota' }).click();
  await expect(notes.getByRole('listitem').nth(2)).toContainText(
    `${NOTES_E2E.agent.nome} · Agente interno`,
  );
  await expect.poll(() => noteMails(NOTES_E2E.agency.email).length, { timeout: 20_000 }).toBe(2);
});
