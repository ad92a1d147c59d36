// The route guard's rules (spec section 2, "Route guard") as pure functions, so every rule is
// unit-tested here and the router only asks `decideRoute` before each navigation.
import type { ChefStatus } from '@/contract';
import type { Session } from './session';

export const LOGIN_PATH = '/auth/login';
export const DASHBOARD_PATH = '/dashboard';
export const HOME_PATH = '/kitchen';

/** Login, register and forgot-password: the only screens open without a login. */
export const authScreens = ['/auth/login', '/auth/register', '/auth/forgot-password'] as const;

/** The screens a status sends a chef who is not approved to (onboarding, or an account on hold). */
export const onboardingScreens = ['/update-profile', '/upload-documents', '/pending-approval', '/account-on-hold'] as const;
export type OnboardingScreen = (typeof onboardingScreens)[number];

/** Screens a not-approved chef may open besides their own status screen. */
const alwaysOpen = ['/profile', '/change-password'] as const;

/** Where a status belongs; null means the chef is approved and free to go anywhere. */
export function statusScreen(status: ChefStatus): OnboardingScreen | null {
  switch (status) {
    case 'registered':
      return '/update-profile';
    case 'personal_info_filled':
      return '/upload-documents';
    case 'document_uploaded':
    case 'contract_signed':
    case 'need_admin_approval':
    case 'pending':
      return '/pending-approval';
    case 'inactive':
    case 'suspended':
      return '/account-on-hold';
    case 'approved':
    case 'active':
      return null;
  }
}

export const isApproved = (status: ChefStatus | undefined): boolean => status !== undefined && statusScreen(status) === null;

export type RouteDecision = { to: string; search?: { redirect: string } } | null;

function normalisePath(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed || '/';
}

const isAuthScreen = (path: string) => (authScreens as readonly string[]).includes(path);
const isOnboardingScreen = (path: string) => (onboardingScreens as readonly string[]).includes(path);

/**
 * What the guard does with a navigation to `path` (`href` = path + query + hash, kept for the
 * login redirect). Returns where to go instead, or null to let the navigation through.
 */
export function decideRoute({ path, href, session }: { path: string; href?: string; session: Session }): RouteDecision {
  const target = normalisePath(path);
  const loggedIn = session.isLoggedIn && !!session.token;

  if (isAuthScreen(target)) return loggedIn ? { to: DASHBOARD_PATH } : null;
  if (!loggedIn) return { to: LOGIN_PATH, search: { redirect: href ?? path } };

  const status = session.userData?.status;
  // Logged in but the user data is not known yet (the refresh fills it in): nothing to decide on.
  if (!status) return null;

  const home = statusScreen(status);
  if (home === null) return isOnboardingScreen(target) ? { to: DASHBOARD_PATH } : null;
  if (target === home || (alwaysOpen as readonly string[]).includes(target)) return null;
  return { to: home };
}
