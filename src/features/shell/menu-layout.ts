// Where the side menu lives (spec section 2): beside the content on a desktop (wider than 991 px)
// in static mode; over the content, closed until toggled, on smaller screens or in overlay mode.
import type { MenuMode } from '@/theme/layout-config';

export const DESKTOP_QUERY = '(min-width: 992px)';

export function isOverlayMenu(desktop: boolean, mode: MenuMode): boolean {
  return !desktop || mode === 'overlay';
}
