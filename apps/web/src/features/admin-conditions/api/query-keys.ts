/** Query keys of the mortgage conditions page. */
export const conditionsKeys = {
  all: ['admin', 'mortgage-conditions'] as const,
  page: () => [...conditionsKeys.all, 'page'] as const,
};
