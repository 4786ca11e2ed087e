import { Outlet, useMatches } from 'react-router';
import { PublicFrame } from './public-frame';
import { promoAllowed } from './route-handle';

/** Public area of the app: the public frame around the route's page. */
export function PublicLayout() {
  const matches = useMatches();
  return (
    <PublicFrame promo={promoAllowed(matches)}>
      <Outlet />
    </PublicFrame>
  );
}
