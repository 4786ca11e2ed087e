import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminHeaders } from './support/admin-api';
import { ARTIFACTS } from './support/env';
import { loginAdmin } from './support/login';

// A service's name is its page's address (decision 095): a service named with «/», «%»,
// «?», «#», accents or an apostrophe opens its own page from its home card and on a fresh
// load; a name no address can carry is refused on the admin's name field, in Italian.

const SLUG = '8volante';
const RUN = Date.now().toString(36);
const HALVES = `Mutuo 1/2 casa ${RUN}`;
const OTHERS = [`Sconto 50% a%2Fb? ${RUN}`, `L'Aquila è #1 ${RUN}`];
const MINE = [HALVES, ...OTHERS];

async function removeOwnServices(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  const list = (await (
    await request.get(`/v2/${SLUG}/servizi/admin_fetchAll`, { headers })
  ).json()) as { _id: string; name: string }[];
  for (const s of list.filter((x) => MINE.includes(x.name)))
    await request.post(`/v2/${SLUG}/servizi/admin_delete`, { headers, data: { id: s._id } });
}

test.afterAll(async ({ request }) => {
  await removeOwnServices(request);
});

test('service names: every name saved opens its page from the home card; a name with «\\» is refused on its field', async ({
  page,
  request,
}) => {
  await loginAdmin(page);
  await page.goto('/admin/services/add');
  const name = page.getByRole('textbox', { name: /^Nome/ });
  await name.fill('Mutuo\\casa');
  await page.getByRole('button', { name: 'Aggiungi servizio' }).click();
  await expect(name).toHaveAccessibleDescription(/Il nome non può contenere «\\»/);
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: `${ARTIFACTS}/admin-service-name-refused.png` });

  await name.fill(HALVES);
  const created = page.waitForResponse((r) => r.url().endsWith('/servizi/admin_add'));
  await page.getByRole('button', { name: 'Aggiungi servizio' }).click();
  expect((await created).status()).toBe(200);
  await expect(page).toHaveURL(/\/admin\/services$/);

  const headers = await adminHeaders(request);
  for (const other of OTHERS) {
    const res = await request.post(`/v2/${SLUG}/servizi/admin_add`, {
      headers,
      multipart: { data: JSON.stringify({ name: other, color: '#444444', visibility: 'public' }) },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  for (const wanted of MINE) {
    await page.goto('/');
    const card = page.locator('#servizi').getByRole('link', { name: wanted, exact: true });
    await card.scrollIntoViewIfNeeded();
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: wanted })).toBeVisible();
    await expect(page).toHaveTitle(`${wanted} · 8Volante`);
    // The same address loaded afresh: the page the server renders, never a refusal.
    const response = await page.reload();
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: wanted })).toBeVisible();
  }
  await page.screenshot({ path: `${ARTIFACTS}/service-page-special-name.png` });
});
