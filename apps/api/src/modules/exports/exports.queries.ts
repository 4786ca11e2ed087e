import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { ExportKind } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { exportLinks, type ExportLinkRow } from '../../db/schema';

export interface NewExportLink {
  tokenHash: string;
  adminId: string;
  kind: ExportKind;
  params: unknown;
  totalRows: number;
  expiresAt: Date;
  createdAt: Date;
}

export async function insertExportLink(db: DbOrTx, link: NewExportLink): Promise<string> {
  const [row] = await db.insert(exportLinks).values(link).returning({ id: exportLinks.id });
  return row!.id;
}

/**
 * Links made before `before` (an admin's, or everyone's for the hourly housekeeping):
 * spent or expired long ago, kept no longer.
 */
export async function deleteOldExportLinks(db: DbOrTx, before: Date, adminId?: string) {
  const old = lt(exportLinks.createdAt, before);
  await db.delete(exportLinks).where(adminId ? and(eq(exportLinks.adminId, adminId), old) : old);
}

/**
 * Marks the link used, in one statement: of two openings at the same moment (two
 * processes, two tabs) exactly one gets the row; an expired or spent link gets none.
 */
export async function claimExportLink(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<ExportLinkRow | undefined> {
  const [row] = await db
    .update(exportLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(exportLinks.tokenHash, tokenHash),
        isNull(exportLinks.usedAt),
        gt(exportLinks.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

export async function exportLinkExists(db: DbOrTx, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: exportLinks.id })
    .from(exportLinks)
    .where(eq(exportLinks.tokenHash, tokenHash));
  return row !== undefined;
}

export async function setRowsWritten(db: DbOrTx, id: string, rows: number, finishedAt?: Date) {
  await db
    .update(exportLinks)
    .set({ rowsWritten: rows, ...(finishedAt ? { finishedAt } : {}) })
    .where(eq(exportLinks.id, id));
}

/** The link `id` if `adminId` asked for it. */
export async function exportLinkOf(db: DbOrTx, id: string, adminId: string) {
  const [row] = await db
    .select()
    .from(exportLinks)
    .where(and(eq(exportLinks.id, id), eq(exportLinks.adminId, adminId)));
  return row;
}
