import { InlineError } from '../../components/layout/inline-error';
import { RouteLoading } from '../../components/layout/route-loading';
import { AgencyReferralsPage } from '../../features/referrals/components/agency-referrals-page';
import { AgentReferralsPage } from '../../features/referrals/components/agent-referrals-page';
import { useCurrentAgency } from '../../features/reserved/api/get-current-agency';

/**
 * /area-riservata/segnalazioni: an agency passes clients and follows them; an internal
 * agent decides on its linked agencies' referrals (the server holds each to its side).
 */
export function ReferralsPage() {
  const agency = useCurrentAgency();
  if (agency.isPending) return <RouteLoading />;
  if (agency.isError)
    return <InlineError error={agency.error} onRetry={() => void agency.refetch()} />;
  return agency.data.agenteInterno ? <AgentReferralsPage /> : <AgencyReferralsPage />;
}
