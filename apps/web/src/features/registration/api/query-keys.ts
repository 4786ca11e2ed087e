/** Query keys of the registration forms (province, comuni, referrer choices). */
export const registrationKeys = {
  all: ['registration'] as const,
  province: () => [...registrationKeys.all, 'province'] as const,
  comuni: (sigla: string) => [...registrationKeys.all, 'comuni', sigla] as const,
  referrers: () => [...registrationKeys.all, 'referrers'] as const,
};
