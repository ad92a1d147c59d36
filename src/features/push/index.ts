// The push feature: the permission flow with its two dialogs and the push toasts,
// mounted once in the main layout (a lazy chunk). The English texts (namespace `push`, i18n.en.ts)
// load through src/app/i18n-namespaces.ts.
export { PushPermission } from './LazyPushPermission';
