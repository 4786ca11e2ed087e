import type { ReactNode } from 'react';
import { Link, useBlocker, useLocation } from 'react-router';
import { NavProvider, type LeaveBlocker, type Nav } from './nav';

/** Leaving for another path of the app is held; a #hash or a query on the same page is not. */
function useRouterLeaveBlocker(when: boolean): LeaveBlocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );
  return {
    blocked: blocker.state === 'blocked',
    proceed: () => {
      if (blocker.state === 'blocked') blocker.proceed();
    },
    reset: () => {
      if (blocker.state === 'blocked') blocker.reset();
    },
  };
}

/** Inside the app, the public components' links, address and leave guard are the router's. */
const ROUTER_NAV: Nav = { Link, useLocation, useLeaveBlocker: useRouterLeaveBlocker };

export function RouterNav({ children }: { children: ReactNode }) {
  return <NavProvider nav={ROUTER_NAV}>{children}</NavProvider>;
}
