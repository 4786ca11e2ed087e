import { Link as RouterLink, useBlocker, useLocation, useNavigate } from 'react-router';
import type { AnchorHTMLAttributes } from 'react';
import { isSignedOutElsewhere } from './session-broadcast';

/**
 * Links, the current address and the leave guard of the portal's pages: the router's. Every
 * page, the prerendered public ones included (decision 091), is rendered through the app's
 * route tree, so a link is the router's `<a href>`: a plain anchor before the app has taken
 * the page over, a navigation inside the app after.
 */
export interface NavLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Where it goes: a path of the portal, with its search and #hash if any. */
  to: string;
  /** What the page it leads to may read (the router's navigation state). */
  state?: unknown;
}

export interface NavLocation {
  pathname: string;
  search: string;
  hash: string;
  state?: unknown;
}

/** A half-filled form's hold on leaving for another page (components/forms/leave-guard.tsx). */
export interface LeaveBlocker {
  /** A link to another page was followed and waits for an answer. */
  blocked: boolean;
  /** Goes where the link led. */
  proceed: () => void;
  /** Stays on the page. */
  reset: () => void;
}

/** Goes to a page of the portal, as a link would; `replace` takes the current page's place. */
export type Go = (to: string, options?: { replace?: boolean }) => void;

/** A link of the portal (the router's). */
export function Link(props: NavLinkProps) {
  return <RouterLink {...props} />;
}

/** The current address (the router's). */
export function useNavLocation(): NavLocation {
  return useLocation();
}

/** Going to another page from code. */
export function useGo(): Go {
  const navigate = useNavigate();
  return (to, options) => void navigate(to, { replace: options?.replace ?? false });
}

/**
 * Leaving for another path is held while `when` holds; a #hash or a query on the same page
 * is not, nor the way to the login after another tab logged out: the session is gone, and
 * the login says so.
 */
export function useLeaveBlocker(when: boolean): LeaveBlocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      currentLocation.pathname !== nextLocation.pathname &&
      !isSignedOutElsewhere(nextLocation.state),
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
