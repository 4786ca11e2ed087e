/** Query keys of the referrals feature. */
export const referralKeys = {
  all: ['referrals'] as const,
  mine: (productSlug: string) => [...referralKeys.all, 'mine', productSlug] as const,
  agent: (productSlug: string, stato: string) =>
    [...referralKeys.all, 'agent', productSlug, stato] as const,
  optOut: (token: string) => [...referralKeys.all, 'opt-out', token] as const,
};
