// The not-found screen, and the screens' titles (every route's document title).
export { NotFoundScreen } from './NotFoundScreen';
export { screens } from './i18n.en';
export type { ScreenTitle } from './i18n.en';
