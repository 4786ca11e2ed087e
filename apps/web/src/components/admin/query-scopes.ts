/**
 * Roots of the admin area's query keys. Each admin feature builds its keys on these, so a
 * mutation in one feature can invalidate exactly the lists it changes in another (an
 * edited referrer changes the agency pages that show it) without importing that feature.
 */
export const adminScopes = {
  stats: ['admin', 'stats'] as const,
  workQueue: ['admin', 'work-queue'] as const,
  serviceRequests: ['admin', 'service-requests'] as const,
  agencies: ['admin', 'agencies'] as const,
  referrers: ['admin', 'referrers'] as const,
  services: ['admin', 'services'] as const,
  appointments: ['admin', 'appointments'] as const,
  referrals: ['admin', 'referrals'] as const,
  audit: (entity: string, id: string) => ['admin', 'audit', entity, id] as const,
};
