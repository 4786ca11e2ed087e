import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ErrorCode, type Agency } from '@portal/shared';
import { agencies } from '../db/schema/index';
import { confirmAgency } from '../modules/registration/registration.queries';
import { insertAgency } from '../test/fixtures';
import { openStaleEdits, stale, type StaleEdits } from './stale-edits.fixtures';

// Decision 028 on the agency: admin_update writes only over the version its form was loaded
// from. A stale save gets 409 STALE_EDIT naming who saved last and when, and changes
// nothing; a save without a version is written as before.

let c: StaleEdits;
beforeAll(async () => {
  c = await openStaleEdits();
});
afterAll(async () => {
  await c.t.close();
});

describe('agency: user/admin_update', () => {
  async function agency() {
    const row = await insertAgency(c.t.app.db);
    const edit = (extra: object) => ({
      _id: row.id,
      nome: row.nome,
      email: row.email,
      state: 'CONFERMATO',
      ...extra,
    });
    return { row, edit };
  }
  const stored = async (id: string) =>
    (await c.t.app.db.select().from(agencies).where(eq(agencies.id, id)))[0]!;

  it('answers the version; a fresh save and the next one from the same form both pass', async () => {
    const { row, edit } = await agency();
    expect((await c.get(c.sara, `user/admin_get/${row.id}`)).json<Agency>().version).toBe(1);
    const first = await c.post(
      c.sara,
      'user/admin_update',
      edit({ telefono: '06 1111111', version: 1 }),
    );
    expect(first.statusCode).toBe(200);
    expect(first.json<Agency>().version).toBe(2);
    const second = await c.post(
      c.sara,
      'user/admin_update',
      edit({ telefono: '06 1111111', indirizzo: 'Via Uno 1', version: 2 }),
    );
    expect(second.statusCode).toBe(200);
    expect(second.json<Agency>()).toMatchObject({
      version: 3,
      telefono: '06 1111111',
      indirizzo: 'Via Uno 1',
    });
  });

  it('refuses a stale save with 409 naming the admin who saved, and writes nothing', async () => {
    const { row, edit } = await agency();
    const tabA = await c.post(
      c.sara,
      'user/admin_update',
      edit({ telefono: '06 1234567', version: 1 }),
    );
    expect(tabA.statusCode).toBe(200);
    const tabB = await c.post(
      c.luca,
      'user/admin_update',
      edit({ telefono: '', indirizzo: 'Via Vecchia 2', version: 1 }),
    );
    expect(tabB.statusCode).toBe(409);
    expect(tabB.json()).toMatchObject({ code: ErrorCode.staleEdit, message: stale('Sara Galli') });
    expect(await stored(row.id)).toMatchObject({
      telefono: '06 1234567',
      indirizzo: null,
      version: 2,
    });
    // The trail holds the one save that was written.
    const trail = (await c.get(c.sara, `user/admin_audit/agency/${row.id}`)).json<unknown[]>();
    expect(trail).toHaveLength(1);
  });

  it('names an admin without a name by e-mail', async () => {
    const { edit } = await agency();
    expect((await c.post(c.luca, 'user/admin_update', edit({ version: 1 }))).statusCode).toBe(200);
    const late = await c.post(c.sara, 'user/admin_update', edit({ titolare: 'Rossi', version: 1 }));
    expect(late.json()).toMatchObject({ message: stale('luca.admin@example.it') });
  });

  it('lets one of two saves racing from the same version through', async () => {
    const { row, edit } = await agency();
    const answers = await Promise.all(
      ['06 1000001', '06 1000002', '06 1000003'].map((telefono) =>
        c.post(c.sara, 'user/admin_update', edit({ telefono, version: 1 })),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json<Agency>();
    expect(await stored(row.id)).toMatchObject({ telefono: winner.telefono, version: 2 });
  });

  it('writes a save without a version as before (last write wins)', async () => {
    const { row, edit } = await agency();
    await c.post(c.sara, 'user/admin_update', edit({ telefono: '06 2222222', version: 1 }));
    const blind = await c.post(c.luca, 'user/admin_update', edit({ telefono: '06 3333333' }));
    expect(blind.statusCode).toBe(200);
    expect(await stored(row.id)).toMatchObject({ telefono: '06 3333333', version: 3 });
  });

  it('moves the version when the agency confirms its e-mail, naming the agency', async () => {
    const { row, edit } = await agency();
    await c.t.app.db
      .update(agencies)
      .set({ state: 'DA CONFERMARE' })
      .where(eq(agencies.id, row.id));
    // What the verification link does (registration.service's confirmation).
    await confirmAgency(c.t.app.db, row.id, new Date(c.t.clock.now()));
    const late = await c.post(
      c.sara,
      'user/admin_update',
      edit({ state: 'DA CONFERMARE', version: 1 }),
    );
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: stale(row.nome) });
    expect((await stored(row.id)).state).toBe('CONFERMATO');
  });

  it('answers 404 for an agency that does not exist, with or without a version', async () => {
    const missing = {
      _id: '00000000-0000-4000-8000-000000000000',
      nome: 'Nessuna',
      email: 'nessuna@example.it',
      state: 'CONFERMATO',
    };
    expect((await c.post(c.sara, 'user/admin_update', { ...missing, version: 3 })).statusCode).toBe(
      404,
    );
    expect((await c.post(c.sara, 'user/admin_update', missing)).statusCode).toBe(404);
  });
});

describe('the version field', () => {
  it('refuses a version that is not a positive integer with 400, on every edit route', async () => {
    const row = await insertAgency(c.t.app.db);
    const edit = { _id: row.id, nome: row.nome, email: row.email, state: 'CONFERMATO' };
    for (const version of [0, -1, 1.5, '2', 2 ** 31, 1e15]) {
      const res = await c.post(c.sara, 'user/admin_update', { ...edit, version });
      expect(res.statusCode, String(version)).toBe(400);
      expect(res.json<{ details: Record<string, string> }>().details).toHaveProperty('version');
    }
    expect(
      (await c.t.app.db.select().from(agencies).where(eq(agencies.id, row.id)))[0],
    ).toMatchObject({ version: 1 });
  });
});
