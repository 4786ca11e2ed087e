import { useParams, useSearchParams } from 'react-router';
import { ENGINE_TOOL_DEFAULTS } from '@portal/shared';
import { AfterHydration } from '../../../components/layout/after-hydration';
import { InlineError } from '../../../components/layout/inline-error';
import { RouteLoading } from '../../../components/layout/route-loading';
import { usePianoShare } from '../api/get-piano-share';
import { calculatorQueryOf } from '../model/calculator-form';
import { useCountPianoOpen, useFromBadge } from '../api/count-piano-open';
import { useToolDefaults } from '../../../lib/reference-data/tool-defaults';
import { PianoShareView } from './piano-share-view';
import { SendPlanForm } from './send-plan-form';
import tool from '../../../components/layout/tool-page.module.css';

/** /piano-acquisto/:agencySlug in the app: the share page with its API's answers. */
export function PianoAcquistoSharePage() {
  const { agencySlug = '' } = useParams();
  const [search] = useSearchParams();
  const share = usePianoShare(agencySlug);
  const defaults = useToolDefaults();
  const fromBadge = useFromBadge();
  useCountPianoOpen(share.data?.agency ? agencySlug : '');

  if (share.isPending || defaults.isPending) return <RouteLoading />;
  if (share.isError) {
    return (
      <div className={tool.body}>
        <InlineError error={share.error} onRetry={() => void share.refetch()} />
      </div>
    );
  }
  return (
    <PianoShareView
      agency={share.data?.agency ?? null}
      defaults={defaults.data ?? ENGINE_TOOL_DEFAULTS}
      query={calculatorQueryOf(search)}
      sendForm={(plan, agency) => (
        // Not in the prerendered HTML (decision 091): it comes with the app.
        <AfterHydration>
          <SendPlanForm
            slug={agency.slug}
            agencyName={agency.nome}
            plan={plan}
            fromBadge={fromBadge}
          />
        </AfterHydration>
      )}
    />
  );
}
