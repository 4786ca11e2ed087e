import {
  createContext,
  use,
  useEffect,
  useState,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
} from 'react';

/**
 * Links and the current address for the components of the public pages, without a router.
 * The public pages run in two places (decision 065): inside the app, where the router's own
 * link and location come through `NavProvider` (lib/router-nav.tsx), and as the
 * light public pages, rendered by the server and hydrated without React Router, where a link
 * is a plain anchor and the address is the browser's.
 */
export interface NavLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Where it goes: a path of the portal, with its search and #hash if any. */
  to: string;
}

export interface NavLocation {
  pathname: string;
  search: string;
  hash: string;
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

export interface Nav {
  Link: ComponentType<NavLinkProps>;
  useLocation: () => NavLocation;
  useGo: () => Go;
  /** While `when` holds, following a link to another page waits for the answer. */
  useLeaveBlocker: (when: boolean) => LeaveBlocker;
}

function PlainLink({ to, children, ...rest }: NavLinkProps) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

const subscribe = (changed: () => void) => {
  window.addEventListener('hashchange', changed);
  window.addEventListener('popstate', changed);
  return () => {
    window.removeEventListener('hashchange', changed);
    window.removeEventListener('popstate', changed);
  };
};
const addressOf = () => `${location.pathname}\n${location.search}\n${location.hash}`;

/**
 * While a server-rendered page hydrates: its address without the #hash, which never reaches
 * the server, so the first render matches the server's; the hash follows right after.
 */
const hydratingAddress = () => `${location.pathname}\n${location.search}\n`;

/** The browser's address, followed through #hash changes and the history. */
function useBrowserLocation(): NavLocation {
  const address = useSyncExternalStore(subscribe, addressOf, hydratingAddress);
  const [pathname = '/', search = '', hash = ''] = address.split('\n');
  return { pathname, search, hash };
}

/** A click that the browser would turn into leaving this page for another of the portal. */
function leavingHref(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.href, location.href);
  // Another origin is not the portal; the same path with another #hash or query is not leaving.
  if (url.origin !== location.origin || url.pathname === location.pathname) return null;
  return url.href;
}

/** On a light page links are plain anchors: a click on one is held while `when` holds. */
function useBrowserLeaveBlocker(when: boolean): LeaveBlocker {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!when) return undefined;
    const onClick = (event: MouseEvent) => {
      const href = leavingHref(event);
      if (href === null) return;
      event.preventDefault();
      setTarget(href);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [when]);
  return {
    blocked: when && target !== null,
    proceed: () => {
      if (target !== null) location.assign(target);
    },
    reset: () => setTarget(null),
  };
}

/** From a light page, another page is a page load (the app starts there). */
const browserGo: Go = (to, options) => {
  if (options?.replace) location.replace(to);
  else location.assign(to);
};

/** A light page in the browser: plain anchors, the browser's address. */
export const BROWSER_NAV: Nav = {
  Link: PlainLink,
  useLocation: useBrowserLocation,
  useGo: () => browserGo,
  useLeaveBlocker: useBrowserLeaveBlocker,
};
const NavContext = createContext<Nav>(BROWSER_NAV);

/** Gives the public components a router's link and location (or a fixed address, on the server). */
export function NavProvider({ nav, children }: { nav: Nav; children: ReactNode }) {
  return <NavContext value={nav}>{children}</NavContext>;
}

/** A link of the portal: the router's inside the app, a plain anchor on a light page. */
export function Link(props: NavLinkProps) {
  const { Link: Impl } = use(NavContext);
  return <Impl {...props} />;
}

/** The current address: the router's inside the app, the browser's on a light page. */
export function useNavLocation(): NavLocation {
  // The context's hook never changes for the life of a provider, so the hook order holds.
  return use(NavContext).useLocation();
}

/** Going to another page from code: the router's inside the app, a page load on a light page. */
export function useGo(): Go {
  return use(NavContext).useGo();
}

/** Holds a link to another page while a form is half-filled (the router's or the browser's). */
export function useLeaveBlocker(when: boolean): LeaveBlocker {
  return use(NavContext).useLeaveBlocker(when);
}

const NEVER_BLOCKED: LeaveBlocker = { blocked: false, proceed: () => {}, reset: () => {} };

/** A fixed address, for rendering one page on the server. */
export function fixedNav(address: NavLocation): Nav {
  return {
    Link: PlainLink,
    useLocation: () => address,
    useGo: () => () => undefined,
    useLeaveBlocker: () => NEVER_BLOCKED,
  };
}
