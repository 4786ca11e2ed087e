/** Query keys of the agency's contest page. */
export const contestKeys = {
  all: ['contest'] as const,
  page: (productSlug: string) => [...contestKeys.all, 'page', productSlug] as const,
};
