// Test helpers: appointments written straight into the database (no route involved).
import { randomBytes } from 'node:crypto';
import type { AppointmentState } from '@portal/shared';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema/index';
import { recomputePoints } from './points.queries';

export interface AppointmentSeed {
  state?: AppointmentState;
  wc?: boolean;
  contratto?: boolean;
  payed?: boolean;
  agentId?: string | null;
  name?: string;
  createdAt?: Date;
}

/** Inserts appointments for an agency and recomputes its points, as the routes do. */
export async function insertAppointments(db: Db, agencyId: string, seeds: AppointmentSeed[]) {
  const rows = await db
    .insert(appointments)
    .values(
      seeds.map((s, i) => {
        const u = randomBytes(3).toString('hex');
        return {
          agencyId,
          agentId: s.agentId ?? null,
          state: s.state ?? 'Inserito',
          wc: s.wc ?? false,
          contratto: s.contratto ?? false,
          payed: s.payed ?? false,
          name: s.name ?? `Cliente${i}`,
          surname: 'Prova',
          email: `cliente-${u}@example.it`,
          cellulare: '+39 333 1234567',
          ...(s.createdAt ? { createdAt: s.createdAt } : {}),
        };
      }),
    )
    .returning();
  await recomputePoints(db, agencyId);
  return rows;
}

/** n appointments in state Contratto with contratto true: 101 points each. */
export const contratti = (n: number): AppointmentSeed[] =>
  Array.from({ length: n }, () => ({ state: 'Contratto', contratto: true }));

/** n appointments in state Fatto Appuntamento with wc true: 1 point each. */
export const fatti = (n: number): AppointmentSeed[] =>
  Array.from({ length: n }, () => ({ state: 'Fatto Appuntamento', wc: true }));
