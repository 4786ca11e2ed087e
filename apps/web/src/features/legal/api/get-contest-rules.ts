import { useQuery } from '@tanstack/react-query';
import { publicContestRules } from '@portal/shared/routes/contest';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { legalKeys } from './query-keys';

/**
 * GET /v2/{product}/contest/public_rules: the end date and prizes the admin set. The server
 * prerenders the page with them (decision 091), so a visitor reads them before any script.
 */
export function useContestRules() {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: legalKeys.contestRules(productSlug),
    queryFn: ({ signal }) => callApi(publicContestRules, { product: productSlug, signal }),
  });
}
