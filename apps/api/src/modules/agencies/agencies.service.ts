import type { Agency } from '@portal/shared';
import type { ServiceDeps } from '../../lib/service-deps';
import { findAgencyView } from './agencies.queries';

/** One agency as the API shows it (referrer populated); undefined when there is none. */
export function agencyView(deps: Pick<ServiceDeps, 'db'>, id: string): Promise<Agency | undefined> {
  return findAgencyView(deps.db, id);
}

// The admins' mail about an agency's request, as other modules send it.
export { notifyAdmins } from './agency-self.notify-admins';
