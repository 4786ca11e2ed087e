import { lazy, Suspense, type ComponentType } from 'react';
import { RouteLoading } from '../../components/layout/route-loading';
import { HomePage } from '../../features/home/components/home-page';
import { PriceList } from '../../features/public-services/components/price-list';
import { ServicesSection } from '../../features/public-services/components/services-section';

// The registration form is its own chunk: requested only when its section nears the
// viewport (or the address asks for #registrati), so the home page stays light.
const HomeRegistrationForm = lazy(async () => ({
  default: (await import('./registration-area')).HomeRegistrationForm,
}));

/**
 * The home page composed from its features (a feature never imports another), with the
 * registration form its place gives: the app's, or the light page's with its own providers.
 */
export function HomeComposed({ Registration }: { Registration: ComponentType }) {
  return (
    <HomePage
      services={<ServicesSection />}
      priceList={<PriceList />}
      registration={
        <Suspense fallback={<RouteLoading label="Caricamento del modulo di registrazione…" />}>
          <Registration />
        </Suspense>
      }
    />
  );
}

export function HomeRoute() {
  return <HomeComposed Registration={HomeRegistrationForm} />;
}
