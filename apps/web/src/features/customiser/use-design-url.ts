import type { ProductConfig } from '@selvedge/contract';
import {
  accessoryItems,
  designFromSearchParams,
  designToSearchParams,
  FABRIC_PARAM,
  type Design,
  type DesignNotice,
} from '@selvedge/domain';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { pieceParamsOf, withoutPieceParams } from '../../lib/route-paths';

/** The step the customiser shows (`fabric`, a style group key or `accessories`); the design leaves it alone. */
const TAB_PARAM = 'tab';

/** What the last change did to the design, kept on its history entry so Back shows the state it led to. */
interface CustomiserHistoryState {
  customiserNotices: DesignNotice[];
}

function noticesOf(state: unknown): DesignNotice[] {
  if (typeof state !== 'object' || state === null || !('customiserNotices' in state)) return [];
  const notices = (state as CustomiserHistoryState).customiserNotices;
  return Array.isArray(notices) ? notices.filter((notice) => typeof notice?.message === 'string') : [];
}

/**
 * Query parameters that belong to other parts of the page (the login modal, the step tab, campaign
 * tags): those the design reader ignores. They survive every change of the design.
 */
function foreignParams(config: ProductConfig, all: URLSearchParams): [string, string][] {
  // What the piece is for (an edit of a cart piece, a trial) is never the design's, and always kept.
  const params = withoutPieceParams(all);
  const designKeys = new Set([FABRIC_PARAM, ...config.stylesOrder, ...accessoryItems(config).map((item) => item.key)]);
  const others = [...params].filter(
    ([key, value]) => !designKeys.has(key) && designFromSearchParams(config, new URLSearchParams([[key, value]])).notices.length === 0,
  );
  return [...others, ...pieceParamsOf(all)];
}

export interface SaveOptions {
  /** Replace the history entry instead of adding one (typing, repairs); choices add one so Back undoes them. */
  replace?: boolean;
  /** The notices to show after the change; 'keep' leaves the current ones. */
  notices?: DesignNotice[] | 'keep';
}

/**
 * The design lives in the URL and nowhere else (a reload or a shared link reproduces it): it is
 * read back, repaired, on every change of the address, and every choice writes the whole design.
 *
 * Choices build on the newest design, never on a stale copy: a navigation is applied by the router
 * in a transition, so on a slow phone the next tap (another style, a tab, a letter of a note) can
 * come before the page has drawn the address the last tap wrote. Each write therefore becomes the
 * latest design at once, and an address drawn late (older than the last write) never replaces it.
 */
export function useDesignUrl(config: ProductConfig) {
  const location = useLocation();
  const navigate = useNavigate();
  const read = useMemo(() => designFromSearchParams(config, withoutPieceParams(location.search)), [config, location.search]);
  /** The piece parameters (edit, trial...) of the address, to carry on to the sizing step. */
  const pieceQuery = useMemo(() => pieceParamsOf(location.search).toString(), [location.search]);
  const notices = useMemo(() => noticesOf(location.state), [location.state]);
  const tab = useMemo(() => new URLSearchParams(location.search).get(TAB_PARAM), [location.search]);

  const navigationType = useNavigationType();
  // Callbacks read the address through this, so they stay the same across choices and memoised parts stay put.
  const latest = useRef({ location, design: read.design, notices });
  /** The address the last write asked for, until the page has drawn it. */
  const written = useRef<string | null>(null);
  useLayoutEffect(() => {
    // An address older than the last write (drawn late, in a transition) is not the latest design;
    // Back and Forward (POP) are the customer's own move and always are.
    const customersOwnMove = navigationType === 'POP' && location.key !== latest.current.location.key;
    if (written.current !== null && location.search !== written.current && !customersOwnMove) return;
    written.current = null;
    latest.current = { location, design: read.design, notices };
  }, [location, read.design, notices, navigationType]);

  const go = useCallback(
    (search: URLSearchParams, replace: boolean, next: DesignNotice[]) => {
      const { location: at } = latest.current;
      const query = search.toString();
      const address = query ? `?${query}` : '';
      const state: CustomiserHistoryState | null = next.length > 0 ? { customiserNotices: next } : null;
      // The write is the latest design from now on, before the router has drawn it.
      written.current = address;
      latest.current = {
        location: { ...at, search: address, state },
        design: designFromSearchParams(config, withoutPieceParams(address)).design,
        notices: next,
      };
      void navigate({ pathname: at.pathname, search: address, hash: at.hash }, { replace, state, preventScrollReset: true });
    },
    [config, navigate],
  );

  const saveDesign = useCallback(
    (design: Design, options: SaveOptions = {}) => {
      const { location: at, notices: current } = latest.current;
      const search = designToSearchParams(config, design);
      for (const [key, value] of foreignParams(config, new URLSearchParams(at.search))) search.append(key, value);
      const next = options.notices === 'keep' ? current : (options.notices ?? []);
      go(search, options.replace ?? false, next);
    },
    [config, go],
  );

  const setTab = useCallback(
    (value: string) => {
      const { location: at, notices: current } = latest.current;
      const search = new URLSearchParams(at.search);
      search.set(TAB_PARAM, value);
      go(search, true, current);
    },
    [go],
  );

  const dismissNotices = useCallback(() => {
    go(new URLSearchParams(latest.current.location.search), true, []);
  }, [go]);

  /** The design as the address holds it now: for handlers that must not change with every choice. */
  const currentDesign = useCallback(() => latest.current.design, []);

  return { design: read.design, repairs: read.notices, notices, tab, pieceQuery, saveDesign, setTab, dismissNotices, currentDesign };
}
