import type { FastifyBaseLogger } from 'fastify';
import {
  DEFAULT_DISPLAY_RATA_SETTINGS,
  ENGINE_TOOL_DEFAULTS,
  MORTGAGE_DEFAULTS_SETTING_KEY,
  MortgageDefaultsSettingSchema,
  exampleCostTerms,
  intermediaryFromBrand,
  widgetPalette,
  type Brand,
  type DisplayRataSettings,
  type DisplayRataSettingsInput,
  type PianoShare,
  type ToolDefaults,
  type WidgetConfig,
} from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import type { displayRataSettings } from '../../db/schema/index';
import { notFound, unauthorized } from '../../lib/errors';
import type { ServiceDeps } from '../../lib/service-deps';
import {
  findAgencyHandle,
  findFirstDemoAgencySlug,
  findAppSetting,
  findDisplayRataSettings,
  findPublicAgencyBySlug,
  upsertDisplayRataSettings,
} from './tools.queries';

/** A public agency's handle in a URL. */
const SLUG = /^[a-z0-9-]{1,120}$/;

/** The agency the widget's demo page shows: the one asked for, else the first demo agency. */
export async function demoAgency(
  deps: Pick<ServiceDeps, 'db'>,
  asked: string | undefined,
): Promise<{ nome: string; slug: string } | null> {
  const slug = asked !== undefined && asked !== '' ? asked : await findFirstDemoAgencySlug(deps.db);
  const agency = slug && SLUG.test(slug) ? await findPublicAgencyBySlug(deps.db, slug) : undefined;
  return agency ? { nome: agency.nome, slug: agency.slug } : null;
}

/** Unknown, pending and switched-off agencies all answer the same (nothing to learn from it). */
const AGENCY_NOT_FOUND = 'Agenzia non trovata.';

/**
 * The provider's mortgage assumptions: `app_settings[mortgage_defaults]` (set by the
 * administrator) over the engine's defaults. A malformed stored value is logged and ignored,
 * so a bad edit can never break the calculators.
 */
export async function loadToolDefaults(db: DbOrTx, log: FastifyBaseLogger): Promise<ToolDefaults> {
  const stored = await findAppSetting(db, MORTGAGE_DEFAULTS_SETTING_KEY);
  if (stored === undefined) return ENGINE_TOOL_DEFAULTS;
  const parsed = MortgageDefaultsSettingSchema.safeParse(stored);
  if (!parsed.success) {
    log.warn(
      { key: MORTGAGE_DEFAULTS_SETTING_KEY },
      'parametri mutuo non validi in app_settings: uso i predefiniti',
    );
    return ENGINE_TOOL_DEFAULTS;
  }
  const { annualRate, years, ltv, quota, maxAgeAtEnd, ageRule } = parsed.data;
  return {
    annualRate: annualRate ?? ENGINE_TOOL_DEFAULTS.annualRate,
    years: years ?? ENGINE_TOOL_DEFAULTS.years,
    ltv: ltv ?? ENGINE_TOOL_DEFAULTS.ltv,
    quota: quota ?? ENGINE_TOOL_DEFAULTS.quota,
    maxAgeAtEnd: maxAgeAtEnd ?? ENGINE_TOOL_DEFAULTS.maxAgeAtEnd,
    ageRule: ageRule ?? ENGINE_TOOL_DEFAULTS.ageRule,
  };
}

type Settings = DisplayRataSettings['settings'];
type DisplayRataSettingsRow = typeof displayRataSettings.$inferSelect;

/**
 * The settings in force: the saved row, or the defaults (provider's duration and LTV, the
 * brand's primary colour) before the first save.
 */
function settingsOf(
  row: DisplayRataSettingsRow | null | undefined,
  defaults: ToolDefaults,
  brand: Brand,
): Settings {
  if (!row) {
    return {
      ...DEFAULT_DISPLAY_RATA_SETTINGS,
      color: brand.colors.primary,
      durationYears: defaults.years,
      ltvPercent: Math.round(defaults.ltv * 100),
    };
  }
  return {
    enabled: row.enabled,
    durationYears: row.durationYears,
    ltvPercent: row.ltvPercent,
    rateSource: row.rateSource,
    customRateBps: row.customRateBps,
    color: row.color,
    label: row.label,
  };
}

/** The TAN the widget uses, as a decimal. */
function effectiveRateOf(settings: Settings, defaults: ToolDefaults): number {
  return settings.rateSource === 'custom' && settings.customRateBps !== null
    ? settings.customRateBps / 10_000
    : defaults.annualRate;
}

export class ToolsService {
  constructor(
    private readonly db: DbOrTx,
    private readonly log: FastifyBaseLogger,
    private readonly brand: Brand,
    private readonly publicUrl: string,
    private readonly now: () => number,
  ) {}

  defaults(): Promise<ToolDefaults> {
    return loadToolDefaults(this.db, this.log);
  }

  async displayRataSettings(agencyId: string): Promise<DisplayRataSettings> {
    const [handle, row, defaults] = await Promise.all([
      findAgencyHandle(this.db, agencyId),
      findDisplayRataSettings(this.db, agencyId),
      this.defaults(),
    ]);
    if (!handle) throw unauthorized();
    const settings = settingsOf(row, defaults, this.brand);
    return {
      settings,
      saved: row !== undefined,
      effectiveRate: effectiveRateOf(settings, defaults),
      defaultRate: defaults.annualRate,
      agency: handle,
    };
  }

  async saveDisplayRataSettings(
    agencyId: string,
    input: DisplayRataSettingsInput,
  ): Promise<DisplayRataSettings> {
    await upsertDisplayRataSettings(this.db, agencyId, input, new Date(this.now()));
    return this.displayRataSettings(agencyId);
  }

  /** What the widget needs to show an agency's instalments; 404 unless the agency is public and the widget on. */
  async widgetConfig(slug: string): Promise<WidgetConfig> {
    const [agency, defaults] = await Promise.all([
      findPublicAgencyBySlug(this.db, slug),
      this.defaults(),
    ]);
    const settings = agency ? settingsOf(agency.settings, defaults, this.brand) : undefined;
    if (!agency || !settings?.enabled) throw notFound(AGENCY_NOT_FOUND);
    return {
      agency: { nome: agency.nome, slug: agency.slug },
      label: settings.label,
      palette: widgetPalette(settings.color),
      annualRate: effectiveRateOf(settings, defaults),
      years: settings.durationYears,
      ltv: settings.ltvPercent / 100,
      intermediary: intermediaryFromBrand(this.brand),
      exampleCosts: exampleCostTerms(),
      pianoUrl: `${this.publicUrl}/piano-acquisto/${encodeURIComponent(agency.slug)}`,
    };
  }

  /** The agency named on its Piano D'Acquisto share link: name and contacts, nothing else. */
  async pianoShare(slug: string): Promise<PianoShare> {
    const agency = await findPublicAgencyBySlug(this.db, slug);
    if (!agency) throw notFound(AGENCY_NOT_FOUND);
    return {
      agency: {
        nome: agency.nome,
        slug: agency.slug,
        email: agency.email,
        telefono: agency.telefono,
        cellulare: agency.cellulare,
        indirizzo: agency.indirizzo,
        comune: agency.comune,
        provincia: agency.provincia,
      },
    };
  }
}
