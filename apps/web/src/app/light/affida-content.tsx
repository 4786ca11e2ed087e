import { lazy, Suspense } from 'react';
import { RouteLoading } from '../../components/layout/route-loading';
import { AffidaPage } from '../../features/affida/components/affida-page';
import { AfterHydration } from './after-hydration';
import { IslandBoundary } from './island-boundary';

// The form and what it needs (the API client, zod, the query library, toasts) come once the
// page is hydrated: the page's text is painted without them.
const AffidaIsland = lazy(() => import('./affida-island'));

/** Affida's registration page on a light page (decision 065). */
export function AffidaContent() {
  return (
    <AffidaPage
      form={
        <AfterHydration minHeight="60rem">
          <IslandBoundary what="Il modulo di registrazione">
            <Suspense fallback={<RouteLoading label="Caricamento del modulo di registrazione…" />}>
              <AffidaIsland />
            </Suspense>
          </IslandBoundary>
        </AfterHydration>
      }
    />
  );
}
