import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStats } from '@portal/shared';
import { appointments } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertAdmin, insertAgency, loginAdmin } from '../../test/fixtures';

let t: TestContext;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  // The test clock reads 21 November 2026, 10:00 UTC.
  const admin = await insertAdmin(t.app.db);
  auth = { authorization: `Bearer ${(await loginAdmin(t.app, admin.email)).accessToken}` };
});
afterAll(async () => {
  await t.close();
});

const stats = async () =>
  (
    await t.app.inject({ method: 'GET', url: '/v2/8volante/user/admin_stats', headers: auth })
  ).json<AdminStats>();

describe('admin_stats (the hub)', () => {
  it('counts agencies, internal agents, states, FIMAA; months in Rome time; appointments per state', async () => {
    const rossi = await insertAgency(t.app.db, { createdAt: new Date('2026-11-02T09:00:00Z') });
    await insertAgency(t.app.db, {
      state: 'DA CONFERMARE',
      fimaaRegister: true,
      createdAt: new Date('2026-10-31T23:30:00Z'),
    });
    await insertAgency(t.app.db, {
      agenteInterno: true,
      createdAt: new Date('2025-12-01T00:10:00+01:00'),
    });
    // Before the window (November 2025, Rome time) and after "now": not in the months.
    await insertAgency(t.app.db, { createdAt: new Date('2025-11-30T22:59:00Z') });
    await insertAgency(t.app.db, { createdAt: new Date('2026-11-25T10:00:00Z') });
    await t.app.db.insert(appointments).values([
      {
        agencyId: rossi.id,
        name: 'A',
        surname: 'B',
        email: 'a@example.it',
        cellulare: '1',
        state: 'Contratto',
      },
      {
        agencyId: rossi.id,
        name: 'A',
        surname: 'B',
        email: 'a@example.it',
        cellulare: '1',
        state: 'Contratto',
      },
      {
        agencyId: rossi.id,
        name: 'A',
        surname: 'B',
        email: 'a@example.it',
        cellulare: '1',
        state: 'Inserito',
      },
    ]);

    const s = await stats();
    expect(s.agenzie).toEqual({
      totale: 5,
      reali: 4,
      agentiInterni: 1,
      confermate: 4,
      daConfermare: 1,
      fimaa: 1,
    });
    expect(s.registrazioniMensili.map((m) => m.mese)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    const month = (m: string) => s.registrazioniMensili.find((r) => r.mese === m)?.totale;
    expect(month('2025-12')).toBe(1);
    // 31 October 23:30 UTC is 1 November 00:30 in Rome.
    expect(month('2026-10')).toBe(0);
    expect(month('2026-11')).toBe(2);
    expect(s.appuntamentiPerStato).toEqual([
      { state: 'Inserito', totale: 1 },
      { state: 'Fatto Appuntamento', totale: 0 },
      { state: 'Contratto', totale: 2 },
      { state: 'Annullata', totale: 0 },
    ]);
  });

  it('follows a change at once (no stale cache on the server)', async () => {
    const before = await stats();
    await insertAgency(t.app.db, { agenteInterno: true });
    const after = await stats();
    expect(after.agenzie.totale).toBe(before.agenzie.totale + 1);
    expect(after.agenzie.agentiInterni).toBe(before.agenzie.agentiInterni + 1);
    expect(after.agenzie.reali).toBe(before.agenzie.reali);
  });
});
