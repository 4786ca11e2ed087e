import type { WidgetConfig } from '@portal/shared';

/**
 * A light check of the public configuration (the widget carries no zod): the fields it uses,
 * with the engine's domain. Anything else → null, and the widget stays invisible.
 */
export function parseWidgetConfig(json: unknown): WidgetConfig | null {
  const c = json as Partial<WidgetConfig> | null;
  const ok =
    !!c &&
    typeof c.label === 'string' &&
    typeof c.pianoUrl === 'string' &&
    typeof c.palette?.accent === 'string' &&
    typeof c.intermediary?.name === 'string' &&
    typeof c.annualRate === 'number' &&
    typeof c.years === 'number' &&
    typeof c.ltv === 'number' &&
    Array.isArray(c.exampleCosts) &&
    c.ltv > 0;
  return ok ? (c as WidgetConfig) : null;
}
