/** Query keys of Display Rata. */
export const displayRataKeys = {
  all: ['display-rata'] as const,
  settings: (productSlug: string) => [...displayRataKeys.all, 'settings', productSlug] as const,
};
