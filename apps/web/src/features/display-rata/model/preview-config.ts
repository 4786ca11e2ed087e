import {
  exampleCostTerms,
  intermediaryFromBrand,
  widgetPalette,
  type Brand,
  type WidgetConfig,
} from '@portal/shared';

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
}): WidgetConfig {
  return {
    agency: p.agency,
    label: p.label,
    palette: widgetPalette(p.color),
    annualRate: p.annualRate,
    years: p.years,
    ltv: p.ltv,
    intermediary: intermediaryFromBrand(p.brand),
    exampleCosts: exampleCostTerms(),
    pianoUrl: p.pianoUrl,
  };
}
