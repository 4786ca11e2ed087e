import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { APPOINTMENT_STATES, appointmentPoints } from '@portal/shared';
import { agencies } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertAgency } from '../../test/fixtures';
import { insertAppointments, type AppointmentSeed } from './appointments.fixtures';
import { recomputePoints } from './points.queries';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const pointsOf = async (id: string) =>
  (await t.app.db.select({ p: agencies.points }).from(agencies).where(eq(agencies.id, id)))[0]!.p;

describe('points: the SQL of points.queries.ts agrees with packages/shared/src/domain/points.ts', () => {
  // Every state × wc × contratto combination, each with its own agency.
  const combos: AppointmentSeed[] = APPOINTMENT_STATES.flatMap((state) =>
    [false, true].flatMap((wc) => [false, true].map((contratto) => ({ state, wc, contratto }))),
  );

  for (const combo of combos) {
    it(`${combo.state}, wc ${combo.wc}, contratto ${combo.contratto}`, async () => {
      const agency = await insertAgency(t.app.db);
      await insertAppointments(t.app.db, agency.id, [combo]);
      expect(await pointsOf(agency.id)).toBe(
        appointmentPoints({ state: combo.state!, wc: combo.wc!, contratto: combo.contratto! }),
      );
    });
  }

  it('sums a crafted mix and ignores other agencies’ appointments', async () => {
    const a = await insertAgency(t.app.db);
    const b = await insertAgency(t.app.db);
    const mix: AppointmentSeed[] = [];
    for (let i = 0; i < 60; i++) {
      const state = APPOINTMENT_STATES[i % 4]!;
      mix.push({ state, wc: i % 3 === 0, contratto: i % 5 < 2, payed: i % 2 === 0 });
    }
    await insertAppointments(t.app.db, a.id, mix);
    await insertAppointments(t.app.db, b.id, [{ state: 'Contratto', contratto: true }]);
    const expected = mix.reduce(
      (sum, s) => sum + appointmentPoints({ state: s.state!, wc: s.wc!, contratto: s.contratto! }),
      0,
    );
    expect(expected).toBeGreaterThan(101);
    expect(await pointsOf(a.id)).toBe(expected);
    expect(await pointsOf(b.id)).toBe(101);
  });

  it('recomputes every agency when called without an id, and answers 0 without appointments', async () => {
    const empty = await insertAgency(t.app.db, { points: 77 });
    await recomputePoints(t.app.db);
    expect(await pointsOf(empty.id)).toBe(0);
  });
});
