import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PianoShare } from '@portal/shared';
import { pianoShare } from '@portal/shared/routes/tools';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { pianoKeys } from './query-keys';

/** GET /{product}/strumenti/piano-acquisto/{slug}: the agency named on its share link. */
export function getPianoShare(
  productSlug: string,
  slug: string,
  signal?: AbortSignal,
): Promise<PianoShare> {
  return callApi(pianoShare, { product: productSlug, params: { slug }, signal });
}

export function usePianoShare(slug: string) {
  const { productSlug } = usePublicConfig();
  return useQuery(
    queryOptions({
      queryKey: pianoKeys.share(productSlug, slug),
      queryFn: ({ signal }) => getPianoShare(productSlug, slug, signal),
      staleTime: 5 * 60_000,
      retry: false,
    }),
  );
}
