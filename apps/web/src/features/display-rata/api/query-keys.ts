/** Query keys of Display Rata. */
export const displayRataKeys = {
  all: ['display-rata'] as const,
  defaults: (productSlug: string) => [...displayRataKeys.all, 'defaults', productSlug] as const,
  settings: (productSlug: string) => [...displayRataKeys.all, 'settings', productSlug] as const,
};
