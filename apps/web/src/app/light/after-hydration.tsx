import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * Its children once the page is hydrated, nothing on the server and while hydrating: a lazy
 * part rendered on the server would only be its fallback, which React reports as an error
 * when it hydrates (#419, a console error in Lighthouse's best practices). `minHeight` keeps
 * the part's room meanwhile, so what follows it does not move when it comes.
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
