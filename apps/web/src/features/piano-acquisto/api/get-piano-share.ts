import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PianoShare } from '@portal/shared';
import { pianoShare } from '@portal/shared/routes/tools';
import { callApi } from '../../../lib/api-call';
import { isApiError } from '../../../lib/api-error';
import { usePublicConfig } from '../../../lib/public-config-context';
import { pianoKeys } from './query-keys';

/**
 * GET /{product}/strumenti/piano-acquisto/{slug}: the agency named on its share link; null
 * when the link names no active agency (400, 404): an answer the page shows, and that a
 * prerendered page carries as it carries an agency (decision 091).
 */
export async function getPianoShare(
  productSlug: string,
  slug: string,
  signal?: AbortSignal,
): Promise<PianoShare | null> {
  try {
    return await callApi(pianoShare, { product: productSlug, params: { slug }, signal });
  } catch (error) {
    if (isApiError(error) && [400, 404].includes(error.status)) return null;
    throw error;
  }
}

export function pianoShareQuery(productSlug: string, slug: string) {
  return queryOptions({
    queryKey: pianoKeys.share(productSlug, slug),
    queryFn: ({ signal }) => getPianoShare(productSlug, slug, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function usePianoShare(slug: string) {
  const { productSlug } = usePublicConfig();
  return useQuery(pianoShareQuery(productSlug, slug));
}
