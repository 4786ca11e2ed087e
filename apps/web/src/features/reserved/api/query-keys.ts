/** Query keys of the reserved area. */
export const reservedKeys = {
  all: ['reserved'] as const,
  me: (productSlug: string) => [...reservedKeys.all, 'me', productSlug] as const,
  services: (productSlug: string) => [...reservedKeys.all, 'services', productSlug] as const,
  requests: (productSlug: string) => [...reservedKeys.all, 'requests', productSlug] as const,
  hubSummary: (productSlug: string) => [...reservedKeys.all, 'hub-summary', productSlug] as const,
  erasure: (productSlug: string) => [...reservedKeys.all, 'erasure', productSlug] as const,
  notificationPrefs: (productSlug: string) =>
    [...reservedKeys.all, 'notification-prefs', productSlug] as const,
};
