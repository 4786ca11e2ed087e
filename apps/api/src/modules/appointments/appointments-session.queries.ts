import { and, desc, eq, getTableColumns, not, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { appointments } from '../../db/schema/index';
import { liveSessionAgency, type SessionKey } from '../auth/auth.queries';
import {
  APPOINTMENT_VIEW_KEYS,
  type AppointmentViewKey,
  type AppointmentViewRow,
} from './appointments.mapper';
import { agente, agenzia, linkedTo } from './appointments.queries';

/**
 * GET user_fetchAll in one round trip (decision 016), composed from the shared rules: the
 * session rule of auth.queries.ts (`me`) and the scope rule of appointments.queries.ts
 * (an agency its own appointments, an internal agent those of its linked agencies). Each
 * branch of the union keeps its own index plan; the branch that does not apply is cut by a
 * one-time filter on `me`.
 */
function listForSessionQuery(db: DbOrTx, session: SessionKey) {
  // Only the columns the API shows (appointments.mapper.ts): fewer values to read and decode.
  const columns = pick(getTableColumns(appointments), APPOINTMENT_VIEW_KEYS);
  const me = db.$with('me').as(liveSessionAgency(db, session));
  const view = () =>
    db
      .select({
        ...columns,
        agenziaNome: sql<string>`${agenzia.nome}`.as('agenzia_nome'),
        agenziaEmail: sql<string>`${agenzia.email}`.as('agenzia_email'),
        agenteNome: sql<string | null>`${agente.nome}`.as('agente_nome'),
        agenteEmail: sql<string | null>`${agente.email}`.as('agente_email'),
      })
      .from(appointments)
      .innerJoin(agenzia, eq(agenzia.id, appointments.agencyId))
      .leftJoin(agente, eq(agente.id, appointments.agentId));
  const own = view().where(and(not(me.agenteInterno), eq(appointments.agencyId, me.id)));
  const linked = view().where(and(me.agenteInterno, linkedTo(agenzia, me.id, me.referenteId)));
  const v = unionAll(own, linked).as('v');
  // Each row comes out in the shape toAppointment reads: no copy per row.
  return db
    .with(me)
    .select({
      me: { id: me.id, agenteInterno: me.agenteInterno, referenteId: me.referenteId },
      a: pick(v, APPOINTMENT_VIEW_KEYS),
      agenziaNome: v.agenziaNome,
      agenziaEmail: v.agenziaEmail,
      agenteNome: v.agenteNome,
      agenteEmail: v.agenteEmail,
    })
    .from(me)
    .leftJoinLateral(v, sql`true`)
    .orderBy(desc(v.createdAt), desc(v.id));
}

/** The named fields of a table's or subquery's columns. */
function pick<T extends Record<AppointmentViewKey, unknown>>(
  fields: T,
  keys: readonly AppointmentViewKey[],
): Pick<T, AppointmentViewKey> {
  return Object.fromEntries(keys.map((k) => [k, fields[k]])) as Pick<T, AppointmentViewKey>;
}

export interface SessionList {
  me: { id: string; agenteInterno: boolean; referenteId: string | null };
  list: AppointmentViewRow[];
}

/** The caller's appointments if the session is live; null when it is not (a 401). */
export async function listForSession(db: DbOrTx, session: SessionKey): Promise<SessionList | null> {
  const rows = await listForSessionQuery(db, session);
  const first = rows[0];
  if (!first) return null;
  const list: AppointmentViewRow[] = [];
  for (const row of rows) {
    // A live session with no appointments: one row, its appointment all null.
    if (row.a) list.push(row as AppointmentViewRow);
  }
  return { me: first.me, list };
}
