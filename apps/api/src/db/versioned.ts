import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';
import { admins } from './schema/admins';

/**
 * Optimistic concurrency (decision 028). A record an edit form loads carries `version`; a
 * save names the version it was loaded from and is written only if the row still has it.
 * The check is part of the UPDATE, so two saves racing from one version cannot both pass,
 * on one process or several: the second waits for the first one's row lock, then no longer
 * matches.
 */
export type VersionedTable = PgTable & {
  id: AnyPgColumn;
  version: AnyPgColumn;
  updatedAt: AnyPgColumn;
  updatedByAdminId: AnyPgColumn;
};

/** A save as the edit routes make it: the version it was loaded from, and who makes it. */
export interface VersionedSave {
  /** Undefined: the caller sent no version, and the save is written whatever the row's. */
  loaded: number | undefined;
  /** The admin saving, or null when someone else does (an internal agent, the agency). */
  adminId: string | null;
}

/** For `set`: the version after this save. */
export function nextVersion(table: VersionedTable): SQL<number> {
  return sql<number>`${table.version} + 1`;
}

/**
 * For `where`: the row `id`, and, when the save names one, still at the version it was
 * loaded from. A save without a version is written whatever the row's version.
 */
export function loadedAt(table: VersionedTable, id: string, version: number | undefined) {
  return and(eq(table.id, id), version === undefined ? undefined : eq(table.version, version));
}

/** Who saved a record last, and when. */
export interface LastSave {
  at: Date;
  /** The admin's name and surname (or e-mail), else `otherEditor`'s name; null if unknown. */
  by: string | null;
}

/**
 * The last save of row `id`: its time and the admin of `updated_by_admin_id`; when no admin
 * saved last, the name `otherEditor` reads (an internal agent, the agency itself).
 * Undefined when the row is gone.
 */
export async function lastSave(
  db: DbOrTx,
  table: VersionedTable,
  id: string,
  otherEditor?: SQL<string | null>,
): Promise<LastSave | undefined> {
  const [row] = await db
    .select({
      at: table.updatedAt,
      name: admins.name,
      surname: admins.surname,
      email: admins.email,
      other: otherEditor ?? sql<string | null>`null`,
    })
    .from(table)
    .leftJoin(admins, eq(admins.id, table.updatedByAdminId))
    .where(eq(table.id, id))
    .limit(1);
  if (!row) return undefined;
  const admin = `${row.name ?? ''} ${row.surname ?? ''}`.trim() || row.email;
  return { at: row.at as Date, by: admin ?? (row.other as string | null) };
}
