import { lazy, Suspense } from 'react';
import { ENGINE_TOOL_DEFAULTS } from '@portal/shared/domain/tool-terms';
import { PianoShareView } from '../../features/piano-acquisto/components/piano-share-view';
import { AfterHydration } from './after-hydration';
import { IslandBoundary } from './island-boundary';
import type { LightData } from './light-page';

// The form that sends the plan (the API client, zod, the query library, toasts) comes after
// the page: the calculator works without it.
const SendPlanIsland = lazy(() => import('./send-plan-island'));

/** An agency's Piano D'Acquisto share page on a light page, with what the server read. */
export function PianoShareContent({ data }: { data: LightData }) {
  return (
    <PianoShareView
      agency={data.share?.agency ?? null}
      defaults={data.toolDefaults ?? ENGINE_TOOL_DEFAULTS}
      query={data.query ?? {}}
      sendForm={(plan, agency) => (
        <AfterHydration>
          <IslandBoundary what="Il modulo per inviare il piano">
            <Suspense fallback={null}>
              <SendPlanIsland slug={agency.slug} agencyName={agency.nome} plan={plan} />
            </Suspense>
          </IslandBoundary>
        </AfterHydration>
      )}
    />
  );
}
