// Start-up: texts first (screens render translated from the first frame), then the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { laterNamespaces } from './app/i18n-namespaces';
import { resources } from './app/i18n-resources';
import { initI18n } from './i18n';
import { registerServiceWorker } from './lib/service-worker';
import { rememberLanguage } from './session/language';
import { applyLayoutConfig } from './theme';

applyLayoutConfig();
rememberLanguage();
initI18n(resources, laterNamespaces);
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
