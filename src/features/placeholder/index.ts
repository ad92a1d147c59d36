// Title-only screens for routes whose issue has not come yet, and the not-found screen.
export { PlaceholderScreen } from './PlaceholderScreen';
export { NotFoundScreen } from './NotFoundScreen';
export { screens } from './i18n.en';
export type { ScreenTitle } from './i18n.en';
