import { and, asc, eq, gte, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  agencies,
  appointments,
  contestSettings,
  leadEmailKey,
  leadPhoneKey,
  referrals,
} from '../../db/schema/index';
import { PROTECTION_WINDOW_DEFAULT_DAYS, emailKey, phoneKey } from '@portal/shared';

/** An appointment's client keys, in SQL, as its indexes hold them (decision 102). */
const appointmentPhoneKey = leadPhoneKey(appointments.cellulare);
const appointmentEmailKey = leadEmailKey(appointments.email);

/** The protection window in days (decision 104): the admin's setting, else the default. */
export async function protectionWindowDays(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ days: contestSettings.protectionWindowDays })
    .from(contestSettings)
    .limit(1);
  return row?.days ?? PROTECTION_WINDOW_DEFAULT_DAYS;
}

const DAY_MS = 86_400_000;

/** The start of the protection window that holds at `now` (decision 104). */
export const windowStart = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

export interface ClientKeys {
  emailKey: string;
  phoneKey: string;
}

/** Each key the client has, as a condition on the columns that hold that key. */
function keyConditions(keys: ClientKeys, email: SQL, phone: SQL): SQL[] {
  return [
    ...(keys.emailKey ? [sql`${email} = ${keys.emailKey}`] : []),
    ...(keys.phoneKey ? [sql`${phone} = ${keys.phoneKey}`] : []),
  ];
}

type Report = { id: string; at: Date };
const earlier = (a: Report | undefined, b: Report | undefined) =>
  !a ? b : !b ? a : b.at < a.at ? b : a;

/**
 * The first report of the same client since `since`: the earliest referral (other than
 * `except`) or lead whose e-mail or phone key equals one of `keys`. Undefined when none.
 * One query per key and table, each a read of the (key, day) index: with the two keys in one
 * `or`, PostgreSQL walked the day index through every lead of the window (4.5 s a lead on a
 * million appointments).
 */
export async function firstReportOf(
  db: DbOrTx,
  keys: ClientKeys,
  since: Date,
  except?: string,
): Promise<{ kind: 'segnalazione' | 'appuntamento'; id: string; at: Date } | undefined> {
  let ref: Report | undefined;
  for (const match of keyConditions(keys, sql`${referrals.emailKey}`, sql`${referrals.phoneKey}`)) {
    const [row] = await db
      .select({ id: referrals.id, at: referrals.createdAt })
      .from(referrals)
      .where(
        and(
          match,
          gte(referrals.createdAt, since),
          ne(referrals.state, 'ritirata'),
          except ? ne(referrals.id, except) : undefined,
        ),
      )
      .orderBy(asc(referrals.createdAt))
      .limit(1);
    ref = earlier(ref, row);
  }
  let lead: Report | undefined;
  for (const match of keyConditions(keys, appointmentEmailKey, appointmentPhoneKey)) {
    const [row] = await db
      .select({ id: appointments.id, at: appointments.createdAt })
      .from(appointments)
      .where(
        and(match, gte(appointments.createdAt, since), sql`${appointments.clientErasedAt} is null`),
      )
      .orderBy(asc(appointments.createdAt))
      .limit(1);
    lead = earlier(lead, row);
  }
  if (ref && (!lead || ref.at <= lead.at)) return { kind: 'segnalazione', ...ref };
  if (lead) return { kind: 'appuntamento', ...lead };
  return undefined;
}

/** The columns that flag a referral or a lead whose client was first reported earlier. */
export interface DuplicateFlag {
  duplicateOfAt: Date | null;
  duplicateOfReferralId: string | null;
  duplicateOfAppointmentId: string | null;
}

/**
 * The flag of a new referral or lead (decisions 102 and 112): the first report of the same
 * client within the protection window that holds at `now`, the referral a lead is made
 * from (`except`) left out.
 */
export async function duplicateFlag(
  db: DbOrTx,
  client: { email: string; phone: string },
  now: Date,
  except?: string,
): Promise<DuplicateFlag> {
  const keys = { emailKey: emailKey(client.email), phoneKey: phoneKey(client.phone) };
  const since = windowStart(now, await protectionWindowDays(db));
  const first = await firstReportOf(db, keys, since, except);
  return {
    duplicateOfAt: first?.at ?? null,
    duplicateOfReferralId: first?.kind === 'segnalazione' ? first.id : null,
    duplicateOfAppointmentId: first?.kind === 'appuntamento' ? first.id : null,
  };
}

/** The earlier referrals the staff sees beside flagged ones, with their agency. */
export async function earlierReferrals(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ r: referrals, agencyName: agencies.nome })
    .from(referrals)
    .innerJoin(agencies, eq(agencies.id, referrals.agencyId))
    .where(inArray(referrals.id, ids));
}

/** The earlier leads the staff sees beside flagged referrals, with their agency. */
export async function earlierLeads(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ a: appointments, agencyName: agencies.nome })
    .from(appointments)
    .innerJoin(agencies, eq(agencies.id, appointments.agencyId))
    .where(inArray(appointments.id, ids));
}

/**
 * Leads of the same client created after each of the given referrals (the lead a referral
 * became left out), with their agency: the admin sees a lead recorded for a client another
 * agency had already passed.
 */
export async function laterLeads(db: DbOrTx, referralIds: string[]) {
  if (referralIds.length === 0) return [];
  return db
    .select({ referralId: referrals.id, a: appointments, agencyName: agencies.nome })
    .from(referrals)
    .innerJoin(
      appointments,
      and(
        sql`${appointments.createdAt} > ${referrals.createdAt}`,
        sql`${appointments.clientErasedAt} is null`,
        sql`${appointments.id} is distinct from ${referrals.appointmentId}`,
        or(
          sql`${referrals.emailKey} <> '' and ${appointmentEmailKey} = ${referrals.emailKey}`,
          sql`${referrals.phoneKey} <> '' and ${appointmentPhoneKey} = ${referrals.phoneKey}`,
        ),
      ),
    )
    .innerJoin(agencies, eq(agencies.id, appointments.agencyId))
    .where(inArray(referrals.id, referralIds))
    .orderBy(asc(appointments.createdAt));
}
