import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router';
import { usePublicConfig } from '../lib/public-config-context';
import { PageFrame } from './page-frame';
import { titleOf } from './route-handle';

/** Every screen of the app: the page frame around the area's outlet, the title, the scroll. */
export function RootLayout() {
  const matches = useMatches();
  const navigation = useNavigation();
  const { productName } = usePublicConfig();
  const { pathname } = useLocation();
  const title = titleOf(matches, pathname);

  return (
    <>
      <title>{title ? `${title} · ${productName}` : productName}</title>
      <PageFrame busy={navigation.state !== 'idle'}>
        <Outlet />
      </PageFrame>
      <ScrollRestoration />
    </>
  );
}
