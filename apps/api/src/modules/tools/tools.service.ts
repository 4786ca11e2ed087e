import type { FastifyBaseLogger } from 'fastify';
import {
  DEFAULT_DISPLAY_RATA_SETTINGS,
  dayLabel,
  exampleCostTerms,
  tanBpsForYears,
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
import {
  loadConditions,
  type Conditions,
} from '../mortgage-conditions/mortgage-conditions.service';
import type { ServiceDeps } from '../../lib/service-deps';
import {
  findAgencyHandle,
  findFirstDemoAgencySlug,
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
 * The provider's mortgage assumptions in force now: the latest dated change of the
 * administrator (decision 056), else `app_settings[mortgage_defaults]` over the engine's
 * defaults.
 */
export async function loadToolDefaults(
  db: DbOrTx,
  log: FastifyBaseLogger,
  now: number,
): Promise<ToolDefaults> {
  return (await loadConditions({ db, log }, now)).defaults;
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
    priceSelector: row.priceSelector,
  };
}

/** The provider's TAN for a duration (its band), as a decimal. */
const providerRateOf = (c: Conditions, years: number) => tanBpsForYears(c.values, years) / 10_000;

/** The TAN the widget uses, as a decimal: the agency's own, else the provider's for its duration. */
function effectiveRateOf(settings: Settings, c: Conditions): number {
  return settings.rateSource === 'custom' && settings.customRateBps !== null
    ? settings.customRateBps / 10_000
    : providerRateOf(c, settings.durationYears);
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
    return loadToolDefaults(this.db, this.log, this.now());
  }

  private conditions(): Promise<Conditions> {
    return loadConditions({ db: this.db, log: this.log }, this.now());
  }

  async displayRataSettings(agencyId: string): Promise<DisplayRataSettings> {
    const [handle, row, conditions] = await Promise.all([
      findAgencyHandle(this.db, agencyId),
      findDisplayRataSettings(this.db, agencyId),
      this.conditions(),
    ]);
    if (!handle) throw unauthorized();
    const settings = settingsOf(row, conditions.defaults, this.brand);
    return {
      settings,
      saved: row !== undefined,
      effectiveRate: effectiveRateOf(settings, conditions),
      defaultRate: providerRateOf(conditions, settings.durationYears),
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
    const [agency, conditions] = await Promise.all([
      findPublicAgencyBySlug(this.db, slug),
      this.conditions(),
    ]);
    const { values, defaults } = conditions;
    const settings = agency ? settingsOf(agency.settings, defaults, this.brand) : undefined;
    if (!agency || !settings?.enabled) throw notFound(AGENCY_NOT_FOUND);
    return {
      agency: { nome: agency.nome, slug: agency.slug },
      label: settings.label,
      palette: widgetPalette(settings.color),
      annualRate: effectiveRateOf(settings, conditions),
      years: settings.durationYears,
      ltv: settings.ltvPercent / 100,
      intermediary: intermediaryFromBrand(this.brand),
      exampleCosts: exampleCostTerms({
        istruttoriaRate: values.istruttoriaBps / 10_000,
        periziaCents: values.periziaCents,
      }),
      pianoUrl: `${this.publicUrl}/piano-acquisto/${encodeURIComponent(agency.slug)}`,
      asOf: conditions.asOf === null ? null : dayLabel(conditions.asOf),
      prices: { minCents: values.priceMinCents, maxCents: values.priceMaxCents },
      ...(settings.priceSelector ? { priceSelector: settings.priceSelector } : {}),
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
