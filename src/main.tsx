// Start-up: texts first (screens render translated from the first frame), then the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { router } from './app/router';
import { laterNamespaces } from './app/i18n-namespaces';
import { resources } from './app/i18n-resources';
import { initI18n } from './i18n';
import { watchPaintedSnapshot } from './lib/screen-snapshot/painted';
import { registerServiceWorker } from './lib/service-worker';
import { rememberLanguage } from './session/language';
import { getSession } from './session/session';
import { applyLayoutConfig } from './theme';

applyLayoutConfig();
rememberLanguage();
initI18n(resources, laterNamespaces);
registerServiceWorker();
// The service worker may have painted the last screen (src/lib/screen-snapshot): it goes when the
// app shows its own, or at once when the app is going elsewhere.
watchPaintedSnapshot(getSession().isLoggedIn, (listener) => router.subscribe('onRendered', (event) => listener(event.toLocation.pathname)));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
