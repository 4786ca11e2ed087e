import { lazy } from 'react';
import { HomeComposed } from '../areas/public-home';
import { IslandBoundary } from './island-boundary';

// The form and what it needs (the API client, zod, the query library, toasts) come only
// when the #registrati section nears the viewport.
const RegistrationIsland = lazy(() => import('./registration-island'));

function Registration() {
  return (
    <IslandBoundary what="Il modulo di registrazione">
      <RegistrationIsland />
    </IslandBoundary>
  );
}

/** The home page's content on a light page (decision 065). */
export function HomeContent() {
  return <HomeComposed Registration={Registration} />;
}
