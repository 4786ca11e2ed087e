import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, displayRataSettings } from '../../db/schema/index';
import { insertAdmin, insertAgency, insertReferrer, loginAgency } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertAppointments } from '../appointments/appointments.fixtures';

// decisions.md "Personal data": the subject-access export holds everything the portal
// stores about the requester (decision 055).
let t: TestContext;
const exportOf = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: `/v2/${t.config.productSlug}/user/user_exportData`,
    headers: { authorization: `Bearer ${token}` },
  });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the data export (GDPR art. 15 and 20)', () => {
  it('holds points, Display Rata, sign-ins and the change history of the agency', async () => {
    const agency = await insertAgency(t.app.db);
    await insertAppointments(t.app.db, agency.id, [
      { state: 'Contratto', contratto: true },
      { state: 'Fatto Appuntamento', wc: true },
    ]);
    await t.app.db.insert(displayRataSettings).values({
      agencyId: agency.id,
      durationYears: 30,
      ltvPercent: 70,
      rateSource: 'custom',
      customRateBps: 325,
      color: '#123456',
      label: 'Rata mensile da',
    });
    const admin = await insertAdmin(t.app.db);
    await t.app.db.insert(auditLog).values({
      adminId: admin.id,
      entity: 'agency',
      entityId: agency.id,
      action: 'update',
      changes: [{ field: 'telefono', old: null, new: '06 1234567' }],
    });
    const token = await loginAgency(t.app, agency.email);

    const res = await exportOf(token);
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.punti).toBe(102);
    expect(data.displayRata).toEqual({
      attivo: true,
      durataAnni: 30,
      ltvPercento: 70,
      tassoPersonalizzatoBps: 325,
      colore: '#123456',
      etichetta: 'Rata mensile da',
      selettorePrezzi: '',
    });
    expect(data.accessi).toEqual([
      { apertoIl: expect.any(String), scadeIl: expect.any(String), chiusoIl: null },
    ]);
    expect(data.storicoModifiche).toEqual([
      {
        il: expect.any(String),
        azione: 'update',
        modifiche: [{ campo: 'telefono', prima: null, dopo: '06 1234567' }],
      },
    ]);
    expect(data.appuntamentiRegistrati).toEqual([]);
  });

  it('gives an internal agent the appointments it recorded for its agencies, and only those', async () => {
    const referrer = await insertReferrer(t.app.db);
    const agent = await insertAgency(t.app.db, { agenteInterno: true, referenteId: referrer.id });
    const linked = await insertAgency(t.app.db, { referenteId: referrer.id });
    await insertAppointments(t.app.db, linked.id, [
      { agentId: agent.id, name: 'RegistratoDallAgente' },
      { name: 'InseritoDallAgenzia' },
    ]);
    const data = (await exportOf(await loginAgency(t.app, agent.email))).json();
    expect(data.appuntamentiRegistrati.map((a: { name: string }) => a.name)).toEqual([
      'RegistratoDallAgente',
    ]);
    expect(data.appuntamenti).toEqual([]);
    expect(data.displayRata).toBeNull();
  });
});
