import { lazy, Suspense } from 'react';
import { RouteLoading } from '../../components/layout/route-loading';
import { SectionBoundary } from '../../components/layout/section-boundary';
import { HomePage } from '../../features/home/components/home-page';
import { PriceList } from '../../features/public-services/components/price-list';
import { ServicesSection } from '../../features/public-services/components/services-section';

// The registration form is its own chunk: requested only when its section nears the
// viewport (or the address asks for #registrati), so the home page stays light.
const HomeRegistrationForm = lazy(async () => ({
  default: (await import('./registration-area')).HomeRegistrationForm,
}));

/**
 * The home page composed from its features (a feature never imports another). The form's
 * chunk lost on a failing network takes only its section away, with a message.
 */
export function HomeRoute() {
  return (
    <HomePage
      services={<ServicesSection />}
      priceList={<PriceList />}
      registration={
        <SectionBoundary what="Il modulo di registrazione">
          <Suspense fallback={<RouteLoading label="Caricamento del modulo di registrazione…" />}>
            <HomeRegistrationForm />
          </Suspense>
        </SectionBoundary>
      }
    />
  );
}
