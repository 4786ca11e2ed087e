import { count, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agencies, appointments } from '../../db/schema/index';

/** The hub's figures, each one aggregate query (counts, never rows). */

export async function agencyCounts(db: DbOrTx) {
  const [row] = await db
    .select({
      totale: count(),
      reali: sql<number>`count(*) filter (where not ${agencies.agenteInterno})`.mapWith(Number),
      agentiInterni: sql<number>`count(*) filter (where ${agencies.agenteInterno})`.mapWith(Number),
      confermate: sql<number>`count(*) filter (where ${agencies.state} = 'CONFERMATO')`.mapWith(
        Number,
      ),
      daConfermare:
        sql<number>`count(*) filter (where ${agencies.state} = 'DA CONFERMARE')`.mapWith(Number),
      fimaa: sql<number>`count(*) filter (where ${agencies.fimaaRegister})`.mapWith(Number),
    })
    .from(agencies);
  return row!;
}

/**
 * Registrations per calendar month in Europe/Rome, from the start of the month 11 months
 * before `now`'s month: at most 12 rows `{ mese: 'YYYY-MM', totale }`, months without
 * registrations absent.
 */
export async function monthlyRegistrations(db: DbOrTx, now: Date) {
  const nowAt = sql`${now.toISOString()}::timestamptz`;
  const mese = sql<string>`to_char(${agencies.createdAt} at time zone 'Europe/Rome', 'YYYY-MM')`;
  return db
    .select({ mese, totale: count() })
    .from(agencies)
    .where(
      sql`${agencies.createdAt} >= ((date_trunc('month', ${nowAt} at time zone 'Europe/Rome') - interval '11 months') at time zone 'Europe/Rome')
        and ${agencies.createdAt} <= ${nowAt}`,
    )
    .groupBy(mese);
}

export async function appointmentsByState(db: DbOrTx) {
  return db
    .select({ state: appointments.state, totale: count() })
    .from(appointments)
    .groupBy(appointments.state);
}
