import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminService, Service } from '@portal/shared';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertAdmin, loginAdmin } from '../../test/fixtures';
import { sendForm, serviceData } from './services-admin.fixtures';

// A service's name is its page's address (decision 095): every name saved can be sent as a
// path, and a name that cannot is refused on the name field, in Italian.

let t: TestContext;
let token: string;
const p = '/v2/8volante';

beforeAll(async () => {
  t = await createTestApp();
  const admin = await insertAdmin(t.app.db);
  token = (await loginAdmin(t.app, admin.email)).accessToken;
});
afterAll(async () => {
  await t.close();
});

const publicNames = async () =>
  (await t.app.inject({ url: `${p}/servizi/public_fetchAll` }))
    .json<Service[]>()
    .map((s) => s.name);

describe('service names and their pages’ addresses', () => {
  it('keeps, exactly, names holding / ? # % spaces, accents and apostrophes', async () => {
    const names = ['Mutuo 1/2 casa', 'Sconto 50% a%2Fb', 'Perché? #1', "L’Aquila e l'Emilia"];
    for (const name of names) {
      const res = await sendForm(t.app, token, 'admin_add', serviceData({ name }));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<AdminService>().name).toBe(name);
    }
    expect(await publicNames()).toEqual(expect.arrayContaining(names));
  });

  it.each([
    ['Mutuo\\casa', 'Il nome non può contenere «\\»'],
    ['Mutuo/../casa', 'Il nome non può avere «.» o «..» da soli tra due «/»'],
    ['..', 'Il nome non può avere «.» o «..» da soli tra due «/»'],
    ['displayrata', 'Questo nome è l’indirizzo di una pagina del portale'],
    ['PianoDAcquisto', 'Questo nome è l’indirizzo di una pagina del portale'],
  ])('refuses %s with 400 on the name field, on create and on update', async (name, message) => {
    const before = await publicNames();
    const add = await sendForm(t.app, token, 'admin_add', serviceData({ name }));
    expect(add.statusCode).toBe(400);
    expect(add.json().details.name).toContain(message);
    expect(await publicNames()).toEqual(before);

    const made = await sendForm(t.app, token, 'admin_add', serviceData());
    const { _id, version } = made.json<AdminService>();
    const update = await sendForm(t.app, token, 'admin_update', {
      ...serviceData({ name }),
      _id,
      version,
    });
    expect(update.statusCode).toBe(400);
    expect(update.json().details.name).toContain(message);
  });
});
