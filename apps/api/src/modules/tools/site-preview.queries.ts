import { and, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sitePreviews } from '../../db/schema/index';

/** Keeps a fetched page; the pages older than `expiredBefore` go first. */
export async function insertSitePreview(
  db: DbOrTx,
  row: { agencyId: string; pageUrl: string; html: string; createdAt: Date },
  expiredBefore: Date,
): Promise<string> {
  await db.delete(sitePreviews).where(lt(sitePreviews.createdAt, expiredBefore));
  const [saved] = await db.insert(sitePreviews).values(row).returning({ id: sitePreviews.id });
  return saved!.id;
}

/** The kept page, unless it was made before `notBefore`. */
export async function findSitePreviewHtml(
  db: DbOrTx,
  id: string,
  notBefore: Date,
): Promise<string | undefined> {
  const [row] = await db
    .select({ html: sitePreviews.html })
    .from(sitePreviews)
    .where(and(eq(sitePreviews.id, id), gt(sitePreviews.createdAt, notBefore)))
    .limit(1);
  return row?.html;
}
