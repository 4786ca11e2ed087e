import { FimaaPage } from '../../features/fimaa/components/fimaa-page';

/** The FIMAA landing page on a light page (decision 065): all of it is in the server's HTML. */
export function FimaaContent() {
  return <FimaaPage />;
}
