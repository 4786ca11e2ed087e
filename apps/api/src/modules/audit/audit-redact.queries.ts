import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog, type AuditChange } from '../../db/schema/index';
import type { AuditEntity } from './audit.queries';

/** What an erased value reads as in the trail (decision 055). */
export const ERASED = '[cancellato]';

const hide = (v: unknown) => (v == null || v === '' ? v : ERASED);

async function rewrite(
  db: DbOrTx,
  entries: { id: string; changes: AuditChange[] }[],
  change: (c: AuditChange) => AuditChange,
) {
  let rewritten = 0;
  for (const entry of entries) {
    const changes = entry.changes.map(change);
    if (JSON.stringify(changes) === JSON.stringify(entry.changes)) continue;
    await db.update(auditLog).set({ changes }).where(eq(auditLog.id, entry.id));
    rewritten += 1;
  }
  return rewritten;
}

/** In the trail of the records `ids`, the values of `fields` become ERASED (that they changed stays). */
export async function redactFields(
  db: DbOrTx,
  entity: AuditEntity,
  ids: string[],
  fields: readonly string[],
) {
  if (ids.length === 0) return 0;
  const hidden = new Set(fields);
  const entries = await db
    .select({ id: auditLog.id, changes: auditLog.changes })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), inArray(auditLog.entityId, ids)));
  return rewrite(db, entries, (c) =>
    hidden.has(c.field) ? { field: c.field, old: hide(c.old), new: hide(c.new) } : c,
  );
}

/**
 * Wherever the trail quotes `text` (an agency's e-mail beside its name in a deleted
 * appointment's entry, say), in any record or only in the trail of `scope`, that value
 * becomes ERASED.
 */
export async function redactText(
  db: DbOrTx,
  text: string,
  scope?: { entity: AuditEntity; ids: string[] },
) {
  const needle = text.toLowerCase();
  const entries = await db
    .select({ id: auditLog.id, changes: auditLog.changes })
    .from(auditLog)
    .where(
      and(
        sql`strpos(lower(${auditLog.changes}::text), ${needle}) > 0`,
        scope ? eq(auditLog.entity, scope.entity) : undefined,
        scope ? inArray(auditLog.entityId, scope.ids) : undefined,
      ),
    );
  const quotes = (v: unknown) => typeof v === 'string' && v.toLowerCase().includes(needle);
  return rewrite(db, entries, (c) => ({
    field: c.field,
    old: quotes(c.old) ? ERASED : c.old,
    new: quotes(c.new) ? ERASED : c.new,
  }));
}

/**
 * Every text value `fields` held in the trail of one record, before or after a change
 * (the e-mails an agency had, say), without those already erased.
 */
export async function trailValues(
  db: DbOrTx,
  entity: AuditEntity,
  id: string,
  fields: readonly string[],
): Promise<string[]> {
  const wanted = new Set(fields);
  const entries = await db
    .select({ changes: auditLog.changes })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, id)));
  const values = new Set<string>();
  for (const c of entries.flatMap((e) => e.changes)) {
    if (!wanted.has(c.field)) continue;
    for (const v of [c.old, c.new])
      if (typeof v === 'string' && v !== '' && v !== ERASED) values.add(v);
  }
  return [...values];
}
