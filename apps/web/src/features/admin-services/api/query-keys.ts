import { adminScopes } from '../../../components/admin/query-scopes';

/** Query keys of the admin service pages. */
export const serviceKeys = {
  all: adminScopes.services,
  list: () => [...adminScopes.services, 'list'] as const,
  detail: (id: string) => [...adminScopes.services, 'detail', id] as const,
  audit: (id: string) => adminScopes.audit('service', id),
};

/**
 * The catalogue as the public pages and the reserved hub cache it (their features own
 * these keys; a feature cannot import another, so the roots are named here): after a
 * change the home page, the price list and the hub read it again.
 */
export const CATALOGUE_KEYS = [['public-services'], ['reserved', 'services']] as const;
