import type { Brand, ToolDefaults, WidgetConfig } from '@portal/shared';
import {
  dayLabel,
  exampleCostTerms,
  intermediaryFromBrand,
  widgetPalette,
} from '@portal/shared/domain/tool-terms';

/** The configuration the widget would receive, built in the page for the live preview. */
export function previewConfig(p: {
  brand: Brand;
  agency: { nome: string; slug: string };
  label: string;
  color: string;
  annualRate: number;
  years: number;
  ltv: number;
  pianoUrl: string;
  /** The provider's dated conditions: fees in the TAEG and their day. */
  conditions?: Pick<ToolDefaults, 'asOf' | 'istruttoriaRate' | 'periziaCents'>;
}): WidgetConfig {
  const c = p.conditions;
  return {
    agency: p.agency,
    label: p.label,
    palette: widgetPalette(p.color),
    annualRate: p.annualRate,
    years: p.years,
    ltv: p.ltv,
    intermediary: intermediaryFromBrand(p.brand),
    exampleCosts: exampleCostTerms(
      c ? { istruttoriaRate: c.istruttoriaRate, periziaCents: c.periziaCents } : {},
    ),
    pianoUrl: p.pianoUrl,
    asOf: c?.asOf ? dayLabel(c.asOf) : null,
  };
}
