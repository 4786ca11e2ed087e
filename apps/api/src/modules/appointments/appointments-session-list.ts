import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Appointment, AppointmentState } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import type { AgencyClaims, AuthAgency } from '../auth/auth.service';
import { toAppointment } from './appointments.mapper';

interface Row {
  me_id: string;
  me_agent: boolean;
  me_ref: string | null;
  id: string | null;
  agency_id: string;
  agent_id: string | null;
  state: AppointmentState;
  name: string;
  surname: string;
  email: string;
  cellulare: string;
  description: string;
  data_fatto_appuntamento: Date | string | null;
  payed: boolean;
  wc: boolean;
  contratto: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  agenzia_nome: string;
  agenzia_email: string;
  agente_nome: string | null;
  agente_email: string | null;
}

const dialect = new PgDialect();
const asDate = (d: Date | string) => (d instanceof Date ? d : new Date(d));

const VIEW = sql.raw(`ap.id, ap.agency_id, ap.agent_id, ap.state, ap.name, ap.surname, ap.email,
  ap.cellulare, ap.description, ap.data_fatto_appuntamento, ap.payed, ap.wc, ap.contratto,
  ap.created_at, ap.updated_at,
  g.nome as agenzia_nome, g.email as agenzia_email, ag.nome as agente_nome, ag.email as agente_email
  from appointments ap
  join agencies g on g.id = ap.agency_id
  left join agencies ag on ag.id = ap.agent_id`);

/**
 * GET user_fetchAll in one round trip (decision 016): the session check of the guard
 * (live, not revoked, not expired, account confirmed) and the caller's appointments,
 * newest first, in one statement. The scope is the one of appointments.queries.ts: an
 * agency its own; an internal agent those of its linked agencies (same referrer, not
 * internal agents, not itself). Each branch of the union keeps its own index plan; the
 * branch that does not apply is cut by a one-time filter.
 * On PostgreSQL it runs as a named prepared statement: planning the union costs more than
 * running it, and each pooled connection plans it once.
 * Returns null when the session is not valid (the caller answers 401).
 */
export async function listForSession(
  source: { db: DbOrTx; pool?: pg.Pool | undefined },
  claims: AgencyClaims,
  now: Date,
): Promise<{ me: AuthAgency; list: Appointment[] } | null> {
  const query = sql`
    with me as (
      select g.id, g.agente_interno, g.referente_id
        from agency_sessions s
        join agencies g on g.id = s.agency_id
       where s.id = ${claims.sessionId} and s.agency_id = ${claims.agencyId}
         and s.revoked_at is null and s.expires_at > ${now.toISOString()}::timestamptz
         and g.state = 'CONFERMATO'
    )
    select me.id as me_id, me.agente_interno as me_agent, me.referente_id as me_ref, v.*
      from me
      left join lateral (
        select ${VIEW}
         where not me.agente_interno and ap.agency_id = me.id
        union all
        select ${VIEW}
         where me.agente_interno and me.referente_id is not null
           and g.referente_id = me.referente_id and not g.agente_interno and g.id <> me.id
      ) v on true
     order by v.created_at desc, v.id desc`;
  let rows: Row[];
  if (source.pool) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    rows = (await source.pool.query<Row>({ name: 'appointments_list_for_session', text, values: params })).rows;
  } else {
    rows = ((await source.db.execute(query)) as unknown as { rows: Row[] }).rows;
  }
  const first = rows[0];
  if (!first) return null;
  const me: AuthAgency = {
    id: first.me_id,
    sessionId: claims.sessionId,
    agenteInterno: first.me_agent,
    referenteId: first.me_ref,
  };
  const list: Appointment[] = [];
  for (const r of rows) {
    if (r.id === null) continue; // the session is valid, the list is empty
    // The one mapper of appointments.mapper.ts, so the answer is the same as every other route's.
    list.push(
      toAppointment({
        a: {
          id: r.id,
          agencyId: r.agency_id,
          agentId: r.agent_id,
          state: r.state,
          name: r.name,
          surname: r.surname,
          email: r.email,
          cellulare: r.cellulare,
          description: r.description,
          dataFattoAppuntamento: r.data_fatto_appuntamento === null ? null : asDate(r.data_fatto_appuntamento),
          payed: r.payed,
          wc: r.wc,
          contratto: r.contratto,
          createdAt: asDate(r.created_at),
          updatedAt: asDate(r.updated_at),
        },
        agenziaNome: r.agenzia_nome,
        agenziaEmail: r.agenzia_email,
        agenteNome: r.agente_nome,
        agenteEmail: r.agente_email,
      }),
    );
  }
  return { me, list };
}
