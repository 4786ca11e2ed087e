import { useToolDefaults } from '../../../lib/reference-data/tool-defaults';
import { DisplayRataPublicView } from './display-rata-public-view';

/** /services/displayRata in the app: the page with the provider's assumptions from the API. */
export function DisplayRataPublicPage() {
  const defaults = useToolDefaults();
  return <DisplayRataPublicView defaults={defaults.data} />;
}
