import { adminScopes } from '../../../components/admin/query-scopes';

/** Query keys of the admin's referrals. */
export const adminReferralKeys = {
  all: adminScopes.referrals,
  list: (stato: string) => [...adminScopes.referrals, 'list', stato] as const,
};
