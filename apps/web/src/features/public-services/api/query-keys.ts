/** Query keys of the public catalogue. */
export const publicServicesKeys = {
  all: ['public-services'] as const,
  list: (productSlug: string) => [...publicServicesKeys.all, 'list', productSlug] as const,
};
