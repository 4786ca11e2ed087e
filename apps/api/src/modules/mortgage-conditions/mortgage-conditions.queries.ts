import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { MortgageConditionsValues } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { admins, appSettings, mortgageConditions } from '../../db/schema/index';

/** The change in force on `today` (YYYY-MM-DD): the latest day not after it, the last saved that day. */
export async function findConditionsInForce(db: DbOrTx, today: string) {
  const [row] = await db
    .select()
    .from(mortgageConditions)
    .where(lte(mortgageConditions.effectiveFrom, today))
    .orderBy(desc(mortgageConditions.effectiveFrom), desc(mortgageConditions.createdAt))
    .limit(1);
  return row;
}

/** Every change, newest day first, with the name of the admin who saved it. */
export async function listConditions(db: DbOrTx, limit = 200) {
  return db
    .select({
      id: mortgageConditions.id,
      values: mortgageConditions.values,
      effectiveFrom: mortgageConditions.effectiveFrom,
      createdAt: mortgageConditions.createdAt,
      adminName: admins.name,
      adminSurname: admins.surname,
    })
    .from(mortgageConditions)
    .leftJoin(admins, eq(admins.id, mortgageConditions.adminId))
    .orderBy(desc(mortgageConditions.effectiveFrom), desc(mortgageConditions.createdAt))
    .limit(limit);
}

export async function insertConditions(
  db: DbOrTx,
  row: {
    values: MortgageConditionsValues;
    effectiveFrom: string;
    adminId: string;
    createdAt: Date;
  },
) {
  const [inserted] = await db.insert(mortgageConditions).values(row).returning();
  return inserted!;
}

/** Deletes the change only while its day is still to come; the row deleted, or undefined. */
export async function deleteScheduledConditions(db: DbOrTx, id: string, today: string) {
  const [row] = await db
    .delete(mortgageConditions)
    .where(and(eq(mortgageConditions.id, id), gt(mortgageConditions.effectiveFrom, today)))
    .returning();
  return row;
}

export async function conditionsExist(db: DbOrTx, id: string): Promise<boolean> {
  return (await db.$count(mortgageConditions, eq(mortgageConditions.id, id))) > 0;
}

/** One provider-wide setting (`app_settings`) with the time it was last written. */
export async function findAppSettingRow(db: DbOrTx, key: string) {
  const [row] = await db
    .select({ value: appSettings.value, updatedAt: appSettings.updatedAt })
    .from(appSettings)
    .where(eq(appSettings.key, key))
    .limit(1);
  return row;
}
