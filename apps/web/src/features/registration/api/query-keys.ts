/** Query keys of the registration forms (referrer choices). */
export const registrationKeys = {
  all: ['registration'] as const,
  referrers: () => [...registrationKeys.all, 'referrers'] as const,
};
