import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { admins, agencies, auditLog, type AuditChange } from '../../db/schema/index';

export type AuditEntity =
  | 'agency'
  | 'referrer'
  | 'service'
  | 'serviceRequest'
  | 'appointment'
  | 'admin'
  | 'contest'
  | 'mortgage_conditions'
  | 'referral';
export type AuditAction = 'create' | 'update' | 'delete';

/** Fields whose values never enter the audit trail (only that they changed). */
const SECRET_FIELDS = new Set(['password', 'passwordHash']);

/**
 * The changes between two versions of a record, limited to `fields`. Call it with the
 * row before and the values written, inside the transaction that writes them.
 */
export function diffChanges<T extends Record<string, unknown>>(
  before: Partial<T> | undefined,
  after: Partial<T>,
  fields: readonly (keyof T & string)[],
): AuditChange[] {
  const out: AuditChange[] = [];
  for (const field of fields) {
    if (!(field in after)) continue;
    const oldV = normalise(before?.[field]);
    const newV = normalise(after[field]);
    if (JSON.stringify(oldV) === JSON.stringify(newV)) continue;
    out.push(
      SECRET_FIELDS.has(field)
        ? { field, old: '••••', new: '••••' }
        : { field, old: oldV, new: newV },
    );
  }
  return out;
}

function normalise(v: unknown): unknown {
  if (v instanceof Date) return v.toISOString();
  return v ?? null;
}

/**
 * Writes one audit record; a no-op for an update that changed nothing. Made by an admin
 * (`adminId`) or by an agency on its own record (`agencyId`, decision 057).
 */
export async function recordAudit(
  db: DbOrTx,
  entry: {
    adminId?: string;
    agencyId?: string;
    entity: AuditEntity;
    entityId: string;
    action: AuditAction;
    changes: AuditChange[];
  },
) {
  if (entry.action === 'update' && entry.changes.length === 0) return;
  await db.insert(auditLog).values(entry);
}

/**
 * Writes many audit records in one statement (a bulk action: one record per row changed),
 * leaving out the updates that changed nothing, as recordAudit does.
 */
export async function recordAudits(
  db: DbOrTx,
  entries: readonly Parameters<typeof recordAudit>[1][],
) {
  const kept = entries.filter((e) => e.action !== 'update' || e.changes.length > 0);
  // A few thousand rows of six parameters each: well within PostgreSQL's 65,535.
  for (let i = 0; i < kept.length; i += 5_000) {
    await db.insert(auditLog).values(kept.slice(i, i + 5_000));
  }
}

/** The trail of one record, newest first, with the admin's name or the agency's. */
export async function listAudit(db: DbOrTx, entity: AuditEntity, entityId: string, limit = 100) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      changes: auditLog.changes,
      createdAt: auditLog.createdAt,
      adminName: admins.name,
      adminSurname: admins.surname,
      adminEmail: admins.email,
      agencyId: auditLog.agencyId,
      agencyName: agencies.nome,
    })
    .from(auditLog)
    .leftJoin(admins, eq(admins.id, auditLog.adminId))
    .leftJoin(agencies, eq(agencies.id, auditLog.agencyId))
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.createdAt))
    .limit(limit);
}
