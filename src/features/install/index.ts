// The install prompt: the install card or the iOS instructions, mounted once in
// the main layout (a lazy chunk). The English texts (namespace `install`, i18n.en.ts) load through
// src/app/i18n-namespaces.ts.
export { InstallPrompt } from './LazyInstallPrompt';
