/**
 * Query keys of the reference data every area reads (province, comuni, the tools'
 * default parameters): one key each, so every page shares one cache entry.
 */
export const referenceKeys = {
  all: ['reference'] as const,
  province: () => [...referenceKeys.all, 'province'] as const,
  comuni: (sigla: string) => [...referenceKeys.all, 'comuni', sigla] as const,
  toolDefaults: (productSlug: string) =>
    [...referenceKeys.all, 'tool-defaults', productSlug] as const,
};

/** Province and comuni change only with a new server release: kept for the session. */
export const STATIC_DATA_STALE_TIME = Infinity;
