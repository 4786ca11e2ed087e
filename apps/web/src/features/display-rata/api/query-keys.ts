/** Query keys of Display Rata. */
export const displayRataKeys = {
  all: ['display-rata'] as const,
  settings: (productSlug: string) => [...displayRataKeys.all, 'settings', productSlug] as const,
  funnel: (productSlug: string) => [...displayRataKeys.all, 'funnel', productSlug] as const,
  pin: () => [...displayRataKeys.all, 'pin'] as const,
};
