import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * Its children once the page is interactive, nothing in the server's HTML (decision 091): a
 * form there would take a visitor's typing before the app can keep it. `minHeight` keeps
 * its room meanwhile, so what follows does not move when it comes. In the app (rendered in
 * the browser) the children are there from the start.
 */
export function AfterHydration({
  children,
  minHeight,
}: {
  children: ReactNode;
  minHeight?: string;
}) {
  const hydrated = useHydrated();
  if (minHeight === undefined) return hydrated ? children : null;
  return <div style={hydrated ? undefined : { minHeight }}>{hydrated ? children : null}</div>;
}
