import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { admins, auditLog, type AuditChange } from '../../db/schema/index';

export type AuditEntity =
  | 'agency'
  | 'referrer'
  | 'service'
  | 'serviceRequest'
  | 'appointment'
  | 'admin'
  | 'contest'
  | 'mortgage_conditions';
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

/** Writes one audit record; a no-op for an update that changed nothing. */
export async function recordAudit(
  db: DbOrTx,
  entry: {
    /** null for a step the agency takes itself (accepting an invitation, decision 059). */
    adminId: string | null;
    entity: AuditEntity;
    entityId: string;
    action: AuditAction;
    changes: AuditChange[];
  },
) {
  if (entry.action === 'update' && entry.changes.length === 0) return;
  await db.insert(auditLog).values(entry);
}

/** The trail of one record, newest first, with the admin's name. */
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
    })
    .from(auditLog)
    .leftJoin(admins, eq(admins.id, auditLog.adminId))
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.createdAt))
    .limit(limit);
}
