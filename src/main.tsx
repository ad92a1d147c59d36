// Start-up: texts first (screens render translated from the first frame), then the app.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startSyncSession } from './app/SyncSession';
import { router } from './app/router';
import { laterNamespaces } from './app/i18n-namespaces';
import { resources } from './app/i18n-resources';
import { initI18n } from './i18n';
import { isWarmStart, watchPaintedSnapshot } from './lib/screen-snapshot/painted';
import { registerServiceWorker } from './lib/service-worker';
import { rememberLanguage } from './session/language';
import { getSession } from './session/session';
import { applyLayoutConfig } from './theme';

applyLayoutConfig();
rememberLanguage();
initI18n(resources, laterNamespaces);
registerServiceWorker();
// The chef's database opens while the route loads (its screen may read rows before it renders).
startSyncSession();
// The service worker may have painted the last screen (src/lib/screen-snapshot): it goes when the
// app shows its own, or at once when the app is going elsewhere.
watchPaintedSnapshot(getSession().isLoggedIn, (listener) => router.subscribe('onRendered', (event) => listener(event.toLocation.pathname)));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The first render waits for the router to have the route's code and data, then renders in a
// transition: React renders in slices of a few milliseconds and the browser can paint and answer
// taps between them, instead of one long task on a slow phone (docs/architecture.md, "First
// load"). Rendering before the route is loaded would end in a synchronous re-render (the router's
// store) of the whole screen. Behind the service worker's picture of a signed-in screen (a warm
// start) there is nothing to answer: its buttons are dead until the app's screen replaces it, and
// the slices cost about 200 ms more at 4x CPU than one render (docs/architecture.md, "A warm
// start: rows read before the first render, the engine after it"), so that render is not sliced.
const reactRoot = createRoot(root);
const renderApp = () => {
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
};
// The same on a warm start without a picture (signed in, under the service worker): the page shows
// nothing to tap before the app's first commit either (`isWarmStart`).
const oneRender = () => isWarmStart(getSession().isLoggedIn, navigator.serviceWorker?.controller != null);
const render = () => (oneRender() ? renderApp() : startTransition(renderApp));
router.load().then(render, render);
