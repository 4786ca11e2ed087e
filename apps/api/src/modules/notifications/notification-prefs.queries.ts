import { and, eq } from 'drizzle-orm';
import type { AgencyMailKind } from '@portal/shared';
import { AGENCY_MAIL_KINDS } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { agencyMailPrefs } from '../../db/schema/index';

/**
 * Whether the agency wants the notification mail of this kind: true unless it switched the
 * kind off in Impostazioni → Notifiche. Callers ask before queueing the mail in the outbox,
 * inside the same transaction as the event when they have one.
 */
export async function agencyWantsMail(
  db: DbOrTx,
  agencyId: string,
  kind: AgencyMailKind,
): Promise<boolean> {
  const rows = await db
    .select({ enabled: agencyMailPrefs.enabled })
    .from(agencyMailPrefs)
    .where(and(eq(agencyMailPrefs.agencyId, agencyId), eq(agencyMailPrefs.kind, kind)))
    .limit(1);
  return rows[0]?.enabled ?? true;
}

/** Every kind with the agency's choice, defaults filled in. */
export async function agencyMailPrefsOf(
  db: DbOrTx,
  agencyId: string,
): Promise<Record<AgencyMailKind, boolean>> {
  const rows = await db
    .select({ kind: agencyMailPrefs.kind, enabled: agencyMailPrefs.enabled })
    .from(agencyMailPrefs)
    .where(eq(agencyMailPrefs.agencyId, agencyId));
  const chosen = new Map(rows.map((r) => [r.kind, r.enabled]));
  return Object.fromEntries(
    AGENCY_MAIL_KINDS.map((kind) => [kind, chosen.get(kind) ?? true]),
  ) as Record<AgencyMailKind, boolean>;
}

/** Records the agency's choice for one kind (insert or update). */
export async function setAgencyMailPref(
  db: DbOrTx,
  agencyId: string,
  kind: AgencyMailKind,
  enabled: boolean,
  now: Date,
): Promise<void> {
  await db
    .insert(agencyMailPrefs)
    .values({ agencyId, kind, enabled, updatedAt: now })
    .onConflictDoUpdate({
      target: [agencyMailPrefs.agencyId, agencyMailPrefs.kind],
      set: { enabled, updatedAt: now },
    });
}
