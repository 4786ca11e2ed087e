/** Query keys of the compliance pages: the contest rules' dates and prizes. */
export const legalKeys = {
  all: ['legal'] as const,
  contestRules: (productSlug: string) => [...legalKeys.all, 'contest-rules', productSlug] as const,
};
