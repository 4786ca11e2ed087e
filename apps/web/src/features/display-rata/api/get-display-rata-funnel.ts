import { useQuery } from '@tanstack/react-query';
import { displayRataFunnel } from '@portal/shared/routes/tools';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { displayRataKeys } from './query-keys';

/** GET /{product}/strumenti/display-rata/funnel: the agency's last 90 days (decision 115). */
export function useDisplayRataFunnel() {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: displayRataKeys.funnel(productSlug),
    queryFn: ({ signal }) => callApi(displayRataFunnel, { product: productSlug, signal }),
  });
}
