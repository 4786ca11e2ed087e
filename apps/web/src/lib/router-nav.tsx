import type { ReactNode } from 'react';
import { Link, useBlocker, useLocation, useNavigate } from 'react-router';
import { NavProvider, type Go, type LeaveBlocker, type Nav } from './nav';

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

function useRouterGo(): Go {
  const navigate = useNavigate();
  return (to, options) => void navigate(to, { replace: options?.replace ?? false });
}

/** Inside the app, the public components' links, address and leave guard are the router's. */
const ROUTER_NAV: Nav = {
  Link,
  useLocation,
  useGo: useRouterGo,
  useLeaveBlocker: useRouterLeaveBlocker,
};

export function RouterNav({ children }: { children: ReactNode }) {
  return <NavProvider nav={ROUTER_NAV}>{children}</NavProvider>;
}
