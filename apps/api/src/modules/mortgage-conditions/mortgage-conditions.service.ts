import {
  CONDITIONS_BOUNDS,
  CONDITIONS_MESSAGES,
  DEFAULT_CONSAP_CONDITIONS,
  MORTGAGE_DEFAULTS_SETTING_KEY,
  MortgageConditionsValuesSchema,
  MortgageDefaultsSettingSchema,
  RATE_BANDS,
  consapRulesOf,
  mortgage,
  romeDay,
  tanBpsForYears,
  type MortgageConditionsCreate,
  type MortgageConditionsEntry,
  type MortgageConditionsPage,
  type MortgageConditionsValues,
  type ToolDefaults,
} from '@portal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, notFound, conflict } from '../../lib/errors';
import type { ServiceDeps } from '../../lib/service-deps';
import { recordAudit } from '../audit/audit.service';
import * as q from './mortgage-conditions.queries';

/** The conditions in force, the day they are dated, and the calculators' defaults derived from them. */
export interface Conditions {
  values: MortgageConditionsValues;
  asOf: string | null;
  defaults: ToolDefaults;
}

const DAY_MS = 86_400_000;
const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/**
 * Before the first dated change: `app_settings[mortgage_defaults]` (the provider's initial
 * values) over the engine's defaults, dated by the setting's last write. A malformed stored
 * value is logged and ignored, so a bad edit can never break the calculators.
 */
async function fallbackConditions(db: DbOrTx, log: FastifyBaseLogger) {
  const row = await q.findAppSettingRow(db, MORTGAGE_DEFAULTS_SETTING_KEY);
  const parsed = row ? MortgageDefaultsSettingSchema.safeParse(row.value) : undefined;
  if (parsed && !parsed.success)
    log.warn(
      { key: MORTGAGE_DEFAULTS_SETTING_KEY },
      'parametri mutuo non validi in app_settings: uso i predefiniti',
    );
  const s = parsed?.success ? parsed.data : {};
  const d = mortgage.DEFAULTS;
  const B = CONDITIONS_BOUNDS;
  const tan = Math.round((s.annualRate ?? d.annualRate) * 10_000);
  const values: MortgageConditionsValues = {
    tanBps: RATE_BANDS.map(() => tan),
    istruttoriaBps: Math.round(mortgage.PURCHASE_COST_DEFAULTS.istruttoriaRate * 10_000),
    periziaCents: mortgage.PURCHASE_COST_DEFAULTS.periziaCents,
    years: s.years ?? d.years,
    quotaPercent: Math.round((s.quota ?? d.quota) * 100),
    ltvPercent: Math.round((s.ltv ?? d.ltv) * 100),
    consapMaxLoanCents: d.consapMaxLoanCents,
    consap: DEFAULT_CONSAP_CONDITIONS,
    variableTanBps: null,
    maxAgeAtEnd: clamp(s.maxAgeAtEnd ?? d.maxAgeAtEnd, B.minAgeAtEnd, B.maxAgeAtEnd),
    ageRule: s.ageRule ?? d.ageRule,
    priceMinCents: mortgage.WIDGET_PRICE_RANGE.minCents,
    priceMaxCents: mortgage.WIDGET_PRICE_RANGE.maxCents,
  };
  return { values, asOf: parsed?.success && row ? romeDay(row.updatedAt) : null };
}

/** What the calculators start from, for the conditions given. */
export function toolDefaultsOf(
  values: MortgageConditionsValues,
  asOf: string | null,
): ToolDefaults {
  return {
    annualRate: tanBpsForYears(values, values.years) / 10_000,
    years: values.years,
    ltv: values.ltvPercent / 100,
    quota: values.quotaPercent / 100,
    maxAgeAtEnd: values.maxAgeAtEnd,
    ageRule: values.ageRule,
    istruttoriaRate: values.istruttoriaBps / 10_000,
    periziaCents: values.periziaCents,
    consapMaxLoanCents: values.consapMaxLoanCents,
    consap: consapRulesOf(values),
    variableAnnualRate: values.variableTanBps === null ? null : values.variableTanBps / 10_000,
    asOf,
    rateBands: RATE_BANDS.map((maxYears, i) => ({
      maxYears,
      annualRate: values.tanBps[i]! / 10_000,
    })),
  };
}

/**
 * The conditions in force at `now`: the latest change whose day (Europe/Rome) has come, else
 * the fallback. Read from the database on every call, so every process sees a change at once.
 */
export async function loadConditions(
  deps: { db: DbOrTx; log: FastifyBaseLogger },
  now: number,
): Promise<Conditions> {
  const row = await q.findConditionsInForce(deps.db, romeDay(now));
  const stored = row ? MortgageConditionsValuesSchema.safeParse(row.values) : undefined;
  if (stored && !stored.success)
    deps.log.warn({ conditionsId: row?.id }, 'condizioni mutuo non valide: uso le precedenti');
  const { values, asOf } =
    stored?.success && row
      ? { values: stored.data, asOf: row.effectiveFrom }
      : await fallbackConditions(deps.db, deps.log);
  return { values, asOf, defaults: toolDefaultsOf(values, asOf) };
}

type ListedRow = Awaited<ReturnType<typeof q.listConditions>>[number];

function toEntry(row: ListedRow, today: string, inForceId: string | undefined) {
  const status: MortgageConditionsEntry['status'] =
    row.id === inForceId ? 'in_vigore' : row.effectiveFrom > today ? 'programmata' : 'superata';
  return {
    id: row.id,
    values: row.values,
    effectiveFrom: row.effectiveFrom,
    createdAt: row.createdAt.toISOString(),
    admin: row.adminName === null ? null : `${row.adminName} ${row.adminSurname ?? ''}`.trim(),
    status,
  };
}

/** The admin page: what applies today and every change. */
export async function conditionsPage(
  deps: Pick<ServiceDeps, 'db' | 'log' | 'clock'>,
): Promise<MortgageConditionsPage> {
  const now = deps.clock.now();
  const today = romeDay(now);
  const [current, inForce, rows] = await Promise.all([
    loadConditions(deps, now),
    q.findConditionsInForce(deps.db, today),
    q.listConditions(deps.db),
  ]);
  return {
    today,
    current: current.values,
    asOf: current.asOf,
    entries: rows.map((r) => toEntry(r, today, inForce?.id)),
  };
}

/** A new dated change (never an edit of an old one), audited in the same transaction. */
export async function createConditions(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  adminId: string,
  input: MortgageConditionsCreate,
): Promise<MortgageConditionsPage['entries'][number]> {
  const now = deps.clock.now();
  const today = romeDay(now);
  if (input.effectiveFrom < today)
    throw badRequest(CONDITIONS_MESSAGES.datePast, { effectiveFrom: CONDITIONS_MESSAGES.datePast });
  if (input.effectiveFrom > romeDay(now + CONDITIONS_BOUNDS.maxDaysAhead * DAY_MS))
    throw badRequest(CONDITIONS_MESSAGES.dateFar, { effectiveFrom: CONDITIONS_MESSAGES.dateFar });
  return (deps.db as Db).transaction(async (tx) => {
    const row = await q.insertConditions(tx, {
      values: input.values,
      effectiveFrom: input.effectiveFrom,
      adminId,
      createdAt: new Date(now),
    });
    await recordAudit(tx, {
      adminId,
      entity: 'mortgage_conditions',
      entityId: row.id,
      action: 'create',
      changes: [
        { field: 'effectiveFrom', old: null, new: input.effectiveFrom },
        { field: 'values', old: null, new: input.values },
      ],
    });
    const status = input.effectiveFrom > today ? 'programmata' : 'in_vigore';
    return {
      id: row.id,
      values: row.values,
      effectiveFrom: row.effectiveFrom,
      createdAt: row.createdAt.toISOString(),
      admin: null,
      status,
    };
  });
}

/** Withdraws a change before its day; one already in force stays (409). */
export async function deleteScheduledConditions(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  adminId: string,
  id: string,
): Promise<void> {
  const today = romeDay(deps.clock.now());
  await (deps.db as Db).transaction(async (tx) => {
    const row = await q.deleteScheduledConditions(tx, id, today);
    if (!row) {
      if (await q.conditionsExist(tx, id)) throw conflict(CONDITIONS_MESSAGES.notScheduled);
      throw notFound(CONDITIONS_MESSAGES.notFound);
    }
    await recordAudit(tx, {
      adminId,
      entity: 'mortgage_conditions',
      entityId: id,
      action: 'delete',
      changes: [
        { field: 'effectiveFrom', old: row.effectiveFrom, new: null },
        { field: 'values', old: row.values, new: null },
      ],
    });
  });
}
