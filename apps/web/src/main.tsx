import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/app-providers';
import { keepFirstPaint } from './app/first-paint';
import { reportCaughtError, reportUncaughtError } from './app/page-errors';
// The design tokens and the first paint's own rules come with index.html (its <style>), not here.

// SPEC §4: a page restored from the back-forward cache reloads, so prices, cart and session are fresh.
window.addEventListener('pageshow', (event) => {
  if (event.persisted) window.location.reload();
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A customiser's page comes with its heading and picture painted (the server's), Our Products with
// its tabs and chosen tab: kept, to stay on screen while the page's code and data arrive.
keepFirstPaint(root);

// The first render is a transition: React builds the page in slices of a few milliseconds instead
// of one long task, so a slow phone's main thread is never held for the whole of it and stays free
// for input (docs/decisions/013).
startTransition(() => {
  // What reaches the console says nothing personal (app/page-errors.ts).
  createRoot(root, { onCaughtError: reportCaughtError, onUncaughtError: reportUncaughtError }).render(
    <StrictMode>
      <AppProviders />
    </StrictMode>,
  );
});
