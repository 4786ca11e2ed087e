import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { agencies, appointments, auditLog } from '../../db/schema/index';
import { insertAdmin, insertAgency, loginAdmin } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { housekeep } from '../outbox/housekeeping';
import { insertAppointments } from './appointments.fixtures';

// Decision 055: leads' client data are pseudonymised 24 months (LEAD_RETENTION_MONTHS)
// after their last change; a Contratto is kept 10 years. The leads and points stay.
let t: TestContext;
const MONTH = 31 * 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp({ env: { LEAD_RETENTION_MONTHS: '18' } });
});
afterAll(async () => {
  await t.close();
});

const lastChanged = async (ids: string[], msAgo: number) =>
  t.app.db
    .update(appointments)
    .set({ updatedAt: new Date(t.clock.now() - msAgo) })
    .where(inArray(appointments.id, ids));

describe('retention of the leads’ client data', () => {
  it('pseudonymises past the configured months, keeps a Contratto 10 years, and redacts the trail', async () => {
    const agency = await insertAgency(t.app.db);
    const [old, recent, contract, oldContract] = await insertAppointments(t.app.db, agency.id, [
      { state: 'Fatto Appuntamento', wc: true, name: 'Ottavio' },
      { name: 'Recente' },
      { state: 'Contratto', contratto: true, name: 'Contrattista' },
      { state: 'Contratto', contratto: true, name: 'Vecchissimo' },
    ]);
    // An admin's edit leaves the client's e-mail in the trail of the old lead.
    const admin = await insertAdmin(t.app.db);
    const { accessToken } = await loginAdmin(t.app, admin.email);
    const edit = await t.app.inject({
      method: 'POST',
      url: `/v2/${t.app.config.productSlug}/appuntamenti/admin_descr`,
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { id: old!.id, description: 'Cerca un trilocale a Ostia, budget 250.000 €' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await lastChanged([old!.id], 19 * MONTH);
    await lastChanged([recent!.id], 17 * MONTH);
    await lastChanged([contract!.id], 19 * MONTH);
    await lastChanged([oldContract!.id], 121 * MONTH);
    const [before] = await t.app.db.select().from(agencies).where(eq(agencies.id, agency.id));

    await housekeep(t.app.deps);

    const rows = await t.app.db
      .select()
      .from(appointments)
      .where(eq(appointments.agencyId, agency.id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const gone of [old!, oldContract!]) {
      expect(byId.get(gone.id)).toMatchObject({
        name: 'Cliente',
        surname: 'cancellato',
        email: `cancellato-${gone.id}@cancellato.invalid`,
        cellulare: '',
        description: '',
        state: gone.state,
      });
      expect(byId.get(gone.id)!.clientErasedAt).not.toBeNull();
    }
    expect(byId.get(recent!.id)).toMatchObject({ name: 'Recente', email: recent!.email });
    expect(byId.get(contract!.id)).toMatchObject({ name: 'Contrattista', clientErasedAt: null });
    const trail = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, old!.id));
    expect(JSON.stringify(trail)).not.toContain('Ostia');
    expect(trail.flatMap((e) => e.changes)).toContainEqual({
      field: 'description',
      old: '',
      new: '[cancellato]',
    });
    const [after] = await t.app.db.select().from(agencies).where(eq(agencies.id, agency.id));
    expect(after!.points).toBe(before!.points);

    // A second sweep finds nothing more to do and changes nothing.
    await housekeep(t.app.deps);
    const again = await t.app.db
      .select({ id: appointments.id, at: appointments.clientErasedAt })
      .from(appointments)
      .where(eq(appointments.id, old!.id));
    expect(again[0]!.at).toEqual(byId.get(old!.id)!.clientErasedAt);
  });
});
