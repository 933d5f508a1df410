import { createContext, startTransition, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Location, type NavigationType } from 'react-router';

const NextPageComing = createContext(false);

/**
 * True while the address names another page than the one on screen: the browser has moved (a link,
 * Back, a `navigate`), and the next page's screen is still downloading its code or its data. The page
 * on screen is then the one being left, and nothing on it should be clicked: its links and buttons
 * belong to the page the customer just left (a cart's Edit of a shirt, clicked while the trousers'
 * customiser was still on screen, would otherwise reach the trousers' sizing).
 */
export function useNextPageComing(): boolean {
  return useContext(NextPageComing);
}

/**
 * BrowserRouter, which draws a move to another page as a transition (the page before stays on screen
 * until the next one is ready), and which also says when such a move is under way (useNextPageComing).
 * A move within one page (the customiser's choices, written to the query string) is not one: the
 * screen draws it at once and stays usable throughout.
 */
export function AddressRouter({ basename, children }: { basename?: string; children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [drawn, setDrawn] = useState<{ action: NavigationType; location: Location }>(() => ({
    action: history.action,
    location: history.location,
  }));
  const [address, setAddress] = useState(history.location);
  useLayoutEffect(
    () =>
      history.listen((update) => {
        setAddress(update.location);
        startTransition(() => setDrawn({ action: update.action, location: update.location }));
      }),
    [history],
  );
  return (
    <NextPageComing.Provider value={address.pathname !== drawn.location.pathname}>
      <Router basename={basename} location={drawn.location} navigationType={drawn.action} navigator={history}>
        {children}
      </Router>
    </NextPageComing.Provider>
  );
}
