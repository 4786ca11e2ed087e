import { and, asc, eq, or, isNull } from 'drizzle-orm';
import type { DisplayRataSettingsInput } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { agencies, appSettings, displayRataSettings } from '../../db/schema/index';

/** One provider-wide setting (`app_settings`), undefined when never set. */
export async function findAppSetting(db: DbOrTx, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key))
    .limit(1);
  return row?.value;
}

/** The signed-in agency's name and public handle. */
export async function findAgencyHandle(db: DbOrTx, agencyId: string) {
  const [row] = await db
    .select({ nome: agencies.nome, slug: agencies.slug })
    .from(agencies)
    .where(eq(agencies.id, agencyId))
    .limit(1);
  return row;
}

/** The agency's Display Rata row, undefined before its first save. */
export async function findDisplayRataSettings(db: DbOrTx, agencyId: string) {
  const [row] = await db
    .select()
    .from(displayRataSettings)
    .where(eq(displayRataSettings.agencyId, agencyId))
    .limit(1);
  return row;
}

/** Creates or replaces the agency's Display Rata settings. */
export async function upsertDisplayRataSettings(
  db: DbOrTx,
  agencyId: string,
  input: DisplayRataSettingsInput,
  now: Date,
) {
  const values = {
    enabled: input.enabled,
    durationYears: input.durationYears,
    ltvPercent: input.ltvPercent,
    rateSource: input.rateSource,
    customRateBps: input.customRateBps,
    color: input.color,
    label: input.label,
    priceSelector: input.priceSelector,
    updatedAt: now,
  };
  const [row] = await db
    .insert(displayRataSettings)
    .values({ agencyId, ...values })
    .onConflictDoUpdate({ target: displayRataSettings.agencyId, set: values })
    .returning();
  return row!;
}

/**
 * A confirmed agency by its public handle, with its Display Rata row (null before the first
 * save). Pending agencies are not public: they answer like unknown ones.
 */
export async function findPublicAgencyBySlug(db: DbOrTx, slug: string) {
  const [row] = await db
    .select({
      id: agencies.id,
      nome: agencies.nome,
      slug: agencies.slug,
      email: agencies.email,
      telefono: agencies.telefono,
      cellulare: agencies.cellulare,
      indirizzo: agencies.indirizzo,
      comune: agencies.comune,
      provincia: agencies.provincia,
      settings: displayRataSettings,
    })
    .from(agencies)
    .leftJoin(displayRataSettings, eq(displayRataSettings.agencyId, agencies.id))
    .where(and(eq(agencies.slug, slug), eq(agencies.state, 'CONFERMATO')))
    .limit(1);
  return row;
}

/** The handle of the first confirmed demo agency whose widget is not switched off (for /widget/demo). */
export async function findFirstDemoAgencySlug(db: DbOrTx): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: agencies.slug })
    .from(agencies)
    .leftJoin(displayRataSettings, eq(displayRataSettings.agencyId, agencies.id))
    .where(
      and(
        eq(agencies.provenienza, 'demo'),
        eq(agencies.state, 'CONFERMATO'),
        eq(agencies.agenteInterno, false),
        or(isNull(displayRataSettings.agencyId), eq(displayRataSettings.enabled, true)),
      ),
    )
    .orderBy(asc(agencies.createdAt), asc(agencies.nome))
    .limit(1);
  return row?.slug;
}
