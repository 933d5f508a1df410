import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  Component,
  createElement,
  startTransition,
  use,
  useEffect,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { matchRoutes, useLocation, useParams, type Params, type RouteObject } from 'react-router';
import { FirstPaintOrLoading } from './layout/first-paint';
import { RouteErrorPage } from './layout/route-error-page';
import { reportPageError } from './page-errors';

/**
 * A screen whose code downloads when it is first visited, and what it asks for meanwhile (the
 * customiser's cloth and configuration) so that it draws whole at once.
 */
export interface LazyScreen {
  code(): Promise<ComponentType>;
  /** The code, once it has come. */
  loaded(): ComponentType | null;
  prepare: ((queryClient: QueryClient, params: Params) => Promise<void>) | null;
}

/** `load` asked for once (and again after a failure: the error page's Try again reloads anyway). */
export function lazyScreen(
  load: () => Promise<ComponentType>,
  prepare: ((queryClient: QueryClient, params: Params) => Promise<void>) | null = null,
): LazyScreen {
  let code: Promise<ComponentType> | null = null;
  let loaded: ComponentType | null = null;
  return {
    code: () =>
      (code ??= load().then(
        (Screen) => (loaded = Screen),
        (error: unknown) => {
          code = null;
          throw error;
        },
      )),
    loaded: () => loaded,
    prepare,
  };
}

/** A screen's readiness for one page, as React's `use` reads a promise: settled ones are read at once. */
type Readiness = Promise<ComponentType> & { status?: 'fulfilled' | 'rejected'; value?: ComponentType; reason?: unknown };

/** The current page's readiness, by address path: a choice in the customiser (the query string) waits for nothing. */
const readiness = new Map<string, Readiness>();

/**
 * The screen's code and what it prepares, for the page at `pathname`, asked for once per visit to
 * the page: each move to another page forgets the others (forgetOtherPages), so coming back asks
 * again, as a loader would.
 */
function readinessOf(screen: LazyScreen, queryClient: QueryClient, pathname: string, params: Params): Readiness {
  const known = readiness.get(pathname);
  if (known) return known;
  const loaded = screen.loaded();
  if (loaded && !screen.prepare) {
    // Nothing to wait for: read at once, so the screen never suspends for it.
    const ready: Readiness = Object.assign(Promise.resolve(loaded), { status: 'fulfilled' as const, value: loaded });
    readiness.set(pathname, ready);
    return ready;
  }
  const prepared = screen.prepare?.(queryClient, params) ?? Promise.resolve();
  const ready: Readiness = Promise.all([screen.code(), prepared]).then(([Screen]) => Screen);
  ready.then(
    (value) => Object.assign(ready, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(ready, { status: 'rejected', reason }),
  );
  readiness.set(pathname, ready);
  return ready;
}

/** Called as the app moves to `pathname`: the other pages' readiness is asked for again on the next visit. */
export function forgetOtherPages(pathname: string): void {
  for (const key of readiness.keys()) if (key !== pathname) readiness.delete(key);
}

/**
 * A lazy screen in the route table. A move to a screen whose code has not come is a transition
 * (BrowserRouter's), so the page before it stays on screen meanwhile; a first visit waits in
 * FirstScreen instead.
 */
export function ScreenView({ screen }: { screen: LazyScreen }) {
  const params = useParams();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const Screen = use<ComponentType>(readinessOf(screen, queryClient, pathname, params) as Promise<ComponentType>);
  return createElement(Screen);
}

/**
 * The first page's wait: its screen's code (and the customiser's cloth and configuration) before the
 * routes draw, while a customiser's page goes on showing the heading and picture the server painted
 * (FirstPaintOrLoading), as the data router's HydrateFallback did. Not a Suspense fallback: React
 * holds back what replaces one until 300 ms after it showed, and the screen is usually ready well
 * before that. The home page and the checkout draw at once.
 */
export function FirstScreen({ routes, children }: { routes: RouteObject[]; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [first] = useState(() => {
    const match = matchRoutes(routes, window.location)?.at(-1);
    const screen = (match?.route.handle as { screen?: LazyScreen } | undefined)?.screen;
    return match && screen ? readinessOf(screen, queryClient, match.pathname, match.params) : null;
  });
  const [waiting, setWaiting] = useState(() => first !== null && first.status === undefined);
  useEffect(() => {
    if (!waiting || !first) return;
    let live = true;
    const drawn = () => live && startTransition(() => setWaiting(false));
    first.then(drawn, drawn);
    return () => {
      live = false;
    };
  }, [first, waiting]);
  return waiting ? <FirstPaintOrLoading /> : children;
}

interface ScreenErrorsProps {
  routes: RouteObject[];
  children: ReactNode;
}

/**
 * Anything a screen throws, or a screen's code that fails to download, ends on the shop's error page
 * (RouteErrorPage), reported with the route's pattern only; a move to another page (the browser's
 * back button) leaves it.
 */
class ScreenErrorBoundary extends Component<ScreenErrorsProps & { pathname: string }, { error: unknown; at: string | null }> {
  override state = { error: null as unknown, at: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error, at: null };
  }

  static getDerivedStateFromProps(props: { pathname: string }, state: { error: unknown; at: string | null }) {
    if (state.error === null) return null;
    if (state.at === null) return { error: state.error, at: props.pathname };
    return state.at === props.pathname ? null : { error: null, at: null };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    const matches = matchRoutes(this.props.routes, this.props.pathname) ?? [];
    const pattern = matches
      .map((match) => match.route.path ?? '')
      .filter(Boolean)
      .join('/');
    reportPageError(error, { pattern });
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouteErrorPage error={this.state.error} />;
  }
}

export function ScreenErrors({ routes, children }: ScreenErrorsProps) {
  const { pathname } = useLocation();
  return (
    <ScreenErrorBoundary routes={routes} pathname={pathname}>
      {children}
    </ScreenErrorBoundary>
  );
}
