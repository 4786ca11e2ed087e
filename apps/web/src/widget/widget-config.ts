import type { WidgetConfig } from '@portal/shared';

/**
 * A light check of the public configuration (the widget carries no zod): the shape it walks.
 * The numbers (rate, years, loan-to-value) are the engine's to check: a price it cannot
 * compute gets no badge (figures.ts). Anything else → null, and the widget stays invisible.
 */
export function parseWidgetConfig(json: unknown): WidgetConfig | null {
  const c = json as Partial<WidgetConfig> | null;
  return c &&
    typeof c.label === 'string' &&
    typeof c.pianoUrl === 'string' &&
    c.palette &&
    c.intermediary &&
    Array.isArray(c.exampleCosts)
    ? (c as WidgetConfig)
    : null;
}
