/**
 * The portal's router: the part of react-router's API the portal uses (BrowserRouter, MemoryRouter,
 * Routes/Route with one level of layout routes, Outlet, Link, NavLink, Navigate, useLocation,
 * useNavigate, useSearchParams) over the History API, in about 2 kB. The portal's paths are fixed
 * (portal §2 Routes), so there is no matching of parameters; react-router cost 12 kB gzip of the
 * 150 kB first-load budget (docs/decisions.md "Portal router").
 */
import {
  Children, createContext, isValidElement, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState,
  type AnchorHTMLAttributes, type MouseEvent, type ReactElement, type ReactNode,
} from 'react';

export interface RouterLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly state: unknown;
}

export interface NavigateOptions {
  readonly replace?: boolean;
  readonly state?: unknown;
}

export type NavigateFunction = (to: string | number, options?: NavigateOptions) => void;

interface RouterValue {
  readonly location: RouterLocation;
  readonly navigate: NavigateFunction;
}

const RouterContext = createContext<RouterValue | undefined>(undefined);
const OutletContext = createContext<ReactNode>(null);

function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Router hooks need a <BrowserRouter> or <MemoryRouter> above them');
  return router;
}

function parse(to: string, state: unknown): RouterLocation {
  const url = new URL(to, 'http://portal.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state };
}

function windowLocation(): RouterLocation {
  return { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash, state: window.history.state?.usr };
}

/** The router on the browser's address bar and history (the router base is the site root, portal §2). */
export function BrowserRouter({ children }: { readonly children: ReactNode }) {
  const [location, setLocation] = useState(windowLocation);
  useEffect(() => {
    const onPop = () => setLocation(windowLocation());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = useCallback<NavigateFunction>((to, options = {}) => {
    if (typeof to === 'number') {
      window.history.go(to);
      return;
    }
    const next = parse(to, options.state);
    const href = `${next.pathname}${next.search}${next.hash}`;
    if (options.replace) window.history.replaceState({ usr: options.state }, '', href);
    else window.history.pushState({ usr: options.state }, '', href);
    setLocation(next);
  }, []);
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** A router that keeps its history in memory (tests). */
export function MemoryRouter({ children, initialEntries = ['/'] }: { readonly children: ReactNode; readonly initialEntries?: readonly string[] }) {
  const [history, setHistory] = useState(() => ({ entries: initialEntries.map((e) => parse(e, undefined)), index: initialEntries.length - 1 }));
  const navigate = useCallback<NavigateFunction>((to, options = {}) => {
    setHistory((h) => {
      if (typeof to === 'number') return { ...h, index: Math.min(Math.max(h.index + to, 0), h.entries.length - 1) };
      const next = parse(to, options.state);
      const kept = h.entries.slice(0, options.replace ? h.index : h.index + 1);
      return { entries: [...kept, next], index: kept.length };
    });
  }, []);
  const location = history.entries[history.index] ?? parse('/', undefined);
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export const useLocation = (): RouterLocation => useRouter().location;
export const useNavigate = (): NavigateFunction => useRouter().navigate;

export function useSearchParams(): [URLSearchParams, (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => void] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = useCallback(
    (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => {
      const search = new URLSearchParams(next).toString();
      navigate(`${location.pathname}${search ? `?${search}` : ''}${location.hash}`, options);
    },
    [location.hash, location.pathname, navigate],
  );
  return [params, set];
}

export interface RouteProps {
  /** An exact path, or '*' for any path no other route takes. Absent: a layout route around its children. */
  readonly path?: string;
  readonly element?: ReactNode;
  readonly children?: ReactNode;
}

/** Declares a route; <Routes> reads its props and never renders it. */
export function Route(_props: RouteProps): ReactElement | null {
  return null;
}

function routesOf(children: ReactNode): ReactElement<RouteProps>[] {
  return Children.toArray(children).filter((c): c is ReactElement<RouteProps> => isValidElement(c) && c.type === Route);
}

/** What `pathname` renders: the first route with that exact path (inside its layout), else the '*' route. */
function match(routes: readonly ReactElement<RouteProps>[], pathname: string, wildcard: boolean): ReactNode | undefined {
  for (const route of routes) {
    const { path, element, children } = route.props;
    if (path === undefined) {
      const inner = match(routesOf(children), pathname, wildcard);
      if (inner !== undefined) return <OutletContext.Provider value={inner}>{element}</OutletContext.Provider>;
    } else if (wildcard ? path === '*' : path === pathname) {
      return element ?? null;
    }
  }
  return undefined;
}

export function Routes({ children }: { readonly children: ReactNode }) {
  const { pathname } = useLocation();
  const routes = routesOf(children);
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return <>{match(routes, normalised, false) ?? match(routes, normalised, true) ?? null}</>;
}

/** Where a layout route renders the matched child. */
export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

/** Navigates as it renders (a redirect). */
export function Navigate({ to, replace = false, state }: { readonly to: string; readonly replace?: boolean; readonly state?: unknown }) {
  const navigate = useNavigate();
  const done = useRef(false);
  useLayoutEffect(() => {
    if (done.current) return;
    done.current = true;
    navigate(to, { replace, state });
  }, [navigate, replace, state, to]);
  return null;
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'>;

function useLinkClick(to: string, replace: boolean | undefined, onClick: AnchorProps['onClick'], target: string | undefined) {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // A modified click or another target is the browser's own (new tab, download …).
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || (target && target !== '_self')) return;
    event.preventDefault();
    navigate(to, { replace });
  };
}

export function Link({ to, replace, className, onClick, target, children, ...rest }: AnchorProps & { readonly to: string; readonly replace?: boolean; readonly className?: string }) {
  const click = useLinkClick(to, replace, onClick, target);
  return <a {...rest} href={to} target={target} className={className} onClick={click}>{children}</a>;
}

/** A Link that knows whether it points at the current page (aria-current="page" and an active class). */
export function NavLink({ to, replace, className, onClick, target, children, ...rest }: AnchorProps & {
  readonly to: string;
  readonly replace?: boolean;
  readonly className?: string | ((state: { readonly isActive: boolean }) => string);
}) {
  const { pathname } = useLocation();
  const isActive = pathname === to || pathname.startsWith(`${to}/`);
  const click = useLinkClick(to, replace, onClick, target);
  return (
    <a {...rest} href={to} target={target} aria-current={isActive ? 'page' : undefined} className={typeof className === 'function' ? className({ isActive }) : className} onClick={click}>
      {children}
    </a>
  );
}
