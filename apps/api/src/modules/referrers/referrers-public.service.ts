import type { ServiceDeps } from '../../lib/service-deps';
import { findActiveReferrer, listReferrerChoices } from './referrers-public.queries';

/** The referrers a registering agency may choose (active ones, by name). */
export function referrerChoices(deps: Pick<ServiceDeps, 'db'>) {
  return listReferrerChoices(deps.db);
}

/** An active referrer by id, if any. */
export function activeReferrer(deps: Pick<ServiceDeps, 'db'>, id: string) {
  return findActiveReferrer(deps.db, id);
}
