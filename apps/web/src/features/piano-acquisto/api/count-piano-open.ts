import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { FUNNEL_MARKER, FUNNEL_MARKER_PARAM } from '@portal/shared';
import { displayRataBeacon } from '@portal/shared/routes/tools';
import { fetchApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';

/** The history entries already counted: a re-render or a remount does not count again. */
const counted = new Set<string>();

/** Whether this Piano was opened from a Display Rata badge (its link's `?da=display-rata`). */
export function useFromBadge(): boolean {
  const { search } = useLocation();
  return new URLSearchParams(search).get(FUNNEL_MARKER_PARAM) === FUNNEL_MARKER;
}

/**
 * A Piano opened from a badge counts once in the agency's funnel (decision 115): the same
 * beacon as the widget's, one «Piano aperto dal badge». Nothing is shown if it fails.
 */
export function useCountPianoOpen(slug: string) {
  const { productSlug } = usePublicConfig();
  const { key } = useLocation();
  const fromBadge = useFromBadge();
  useEffect(() => {
    if (!fromBadge || !slug || counted.has(key)) return;
    counted.add(key);
    fetchApi(displayRataBeacon, {
      product: productSlug,
      params: { slug },
      body: { piani: 1 },
    }).catch(() => undefined);
  }, [fromBadge, key, productSlug, slug]);
}
