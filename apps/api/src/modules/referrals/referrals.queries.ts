import { and, desc, eq, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { ReferralState } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { agencies, referrals } from '../../db/schema/index';
import { linkedTo } from '../appointments/appointments.queries';

/** Who reads the referrals: one agency, an internal agent's linked agencies, or an admin. */
export type ReferralScope =
  | { kind: 'agency'; agencyId: string }
  | { kind: 'agent'; agentId: string; referenteId: string | null }
  | { kind: 'admin' };

function scopeCondition(scope: ReferralScope): SQL | undefined {
  if (scope.kind === 'agency') return eq(referrals.agencyId, scope.agencyId);
  if (scope.kind === 'agent') return linkedTo(agencies, scope.agentId, scope.referenteId);
  return undefined;
}

const view = (db: DbOrTx) =>
  db
    .select({ r: referrals, agencyName: agencies.nome })
    .from(referrals)
    .innerJoin(agencies, eq(agencies.id, referrals.agencyId));
export type ReferralView = Awaited<ReturnType<typeof findReferral>> & object;

/**
 * A page of the scope's referrals, newest first, in one state or all: those after `before`
 * (the last one the page shows; none when it does not exist), at most `limit`.
 */
export async function listReferrals(
  db: DbOrTx,
  scope: ReferralScope,
  state: ReferralState | null,
  page: { before?: string | undefined; limit: number },
) {
  const after = page.before
    ? sql`(${referrals.createdAt}, ${referrals.id}) < (select r.created_at, r.id from referrals r where r.id = ${page.before})`
    : undefined;
  return view(db)
    .where(and(scopeCondition(scope), state ? eq(referrals.state, state) : undefined, after))
    .orderBy(desc(referrals.createdAt), desc(referrals.id))
    .limit(page.limit);
}

/** One referral of the scope (undefined when it is another's: the caller answers 404). */
export async function findReferral(db: DbOrTx, scope: ReferralScope, id: string) {
  const [row] = await view(db)
    .where(and(eq(referrals.id, id), scopeCondition(scope)))
    .limit(1);
  return row;
}

export async function lockReferral(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select()
    .from(referrals)
    .where(eq(referrals.id, id))
    .limit(1)
    .for('update');
  return row;
}

export async function insertReferral(tx: DbOrTx, values: typeof referrals.$inferInsert) {
  const [row] = await tx.insert(referrals).values(values).returning({ id: referrals.id });
  return row!.id;
}

/** A decision on a `nuova` referral; false when it was no longer new. */
export async function decideReferral(
  tx: DbOrTx,
  id: string,
  set: {
    state: 'convertita' | 'rifiutata';
    appointmentId?: string;
    refusalReason?: string;
    at: Date;
    adminId: string | null;
    agentId: string | null;
  },
): Promise<boolean> {
  const rows = await tx
    .update(referrals)
    .set({
      state: set.state,
      appointmentId: set.appointmentId ?? null,
      refusalReason: set.refusalReason ?? null,
      decidedAt: set.at,
      decidedByAdminId: set.adminId,
      decidedByAgentId: set.agentId,
      updatedAt: set.at,
    })
    .where(and(eq(referrals.id, id), eq(referrals.state, 'nuova')))
    .returning({ id: referrals.id });
  return rows.length > 0;
}

/** How many referrals wait for a decision (the admin's work queue). */
export async function countNew(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(referrals)
    .where(eq(referrals.state, 'nuova'));
  return row?.n ?? 0;
}

/** An agency's referrals counted per state (the hub's summary). */
export async function countByState(db: DbOrTx, agencyId: string) {
  return db
    .select({ state: referrals.state, n: sql<number>`count(*)`.mapWith(Number) })
    .from(referrals)
    .where(eq(referrals.agencyId, agencyId))
    .groupBy(referrals.state);
}

// ── The client's opt-out link (decision 103) ─────────────────────────────────────────

/** The referral a live link names, locked when `lock` (the press of the button). */
export async function findByOptOutHash(db: DbOrTx, hash: string, now: Date, lock = false) {
  const q = db
    .select({ r: referrals, agencyName: agencies.nome, agencyEmail: agencies.email })
    .from(referrals)
    .innerJoin(agencies, eq(agencies.id, referrals.agencyId))
    .where(
      and(
        eq(referrals.optOutTokenHash, hash),
        isNull(referrals.optOutUsedAt),
        gt(referrals.optOutExpiresAt, now),
      ),
    )
    .limit(1);
  const [row] = lock ? await q.for('update', { of: referrals }) : await q;
  return row;
}

/** The client opted out: their data are deleted, the link used, the referral `ritirata`. */
export async function withdrawReferral(tx: DbOrTx, id: string, now: Date) {
  await tx
    .update(referrals)
    .set({
      state: 'ritirata',
      name: '',
      surname: '',
      phone: '',
      email: '',
      property: '',
      note: '',
      emailKey: '',
      phoneKey: '',
      optOutUsedAt: now,
      clientErasedAt: now,
      updatedAt: now,
    })
    .where(eq(referrals.id, id));
}

// ── GDPR ─────────────────────────────────────────────────────────────────────────────

/** An agency's referrals, for its data export. */
export async function agencyReferrals(db: DbOrTx, agencyId: string) {
  return view(db)
    .where(eq(referrals.agencyId, agencyId))
    .orderBy(desc(referrals.createdAt), desc(referrals.id));
}

/** The agency's erasure removes its referrals; answers their ids (their trail is redacted). */
export async function deleteAgencyReferrals(tx: DbOrTx, agencyId: string): Promise<string[]> {
  const rows = await tx
    .delete(referrals)
    .where(eq(referrals.agencyId, agencyId))
    .returning({ id: referrals.id });
  return rows.map((r) => r.id);
}

/** Up to `limit` referrals whose client data outlived their retention, locked. */
export async function claimExpiredReferrals(tx: DbOrTx, cutoff: Date, limit: number) {
  const rows = await tx
    .select({ id: referrals.id })
    .from(referrals)
    .where(and(isNull(referrals.clientErasedAt), lt(referrals.updatedAt, cutoff)))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((r) => r.id);
}

/** The referrals' client data become placeholders; the keys go, so nothing matches them. */
export async function pseudonymiseReferrals(tx: DbOrTx, ids: string[], now: Date) {
  if (ids.length === 0) return;
  await tx
    .update(referrals)
    .set({
      name: 'Cliente',
      surname: 'cancellato',
      phone: '',
      email: sql`'cancellato-' || ${referrals.id} || '@cancellato.invalid'`,
      property: '',
      note: '',
      emailKey: '',
      phoneKey: '',
      clientErasedAt: now,
    })
    .where(inArray(referrals.id, ids));
}
