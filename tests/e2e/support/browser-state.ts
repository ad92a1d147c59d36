// What the app keeps in the browser: the session under localStorage `user` (plus the token in
// sessionStorage `token`) and the layout config under `layout-config`. Tests read it to check
// logout and theme persistence, and write it to start a test already signed in.
import type { Page } from '@playwright/test';
import type { ChefAccount } from './api.ts';

export type StoredSession = { isLoggedIn: boolean; userData: { id: number; status: string } | null; token: string | null };
export type LayoutConfig = { primary: string; surface: string; menuMode: 'static' | 'overlay'; darkTheme: boolean };

/** Starts the page signed in as `account` (as after a login on this device). Applied to the first
 * document load of the page only, so a later logout or reload is not undone. */
export async function startSignedIn(page: Page, account: ChefAccount): Promise<void> {
  const session = { isLoggedIn: true, userData: account.user, token: account.token };
  await page.addInitScript((stored) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    localStorage.setItem('user', JSON.stringify(stored));
    sessionStorage.setItem('token', stored.token);
  }, session);
}

/** Starts the page with a layout config (first load only, like startSignedIn). */
export async function startWithLayout(page: Page, config: LayoutConfig): Promise<void> {
  await page.addInitScript((stored) => {
    if (sessionStorage.getItem('e2e-layout-seeded')) return;
    sessionStorage.setItem('e2e-layout-seeded', '1');
    localStorage.setItem('layout-config', JSON.stringify(stored));
  }, config);
}

export async function storedSession(page: Page): Promise<{ user: StoredSession | null; sessionToken: string | null }> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('user');
    return { user: raw ? (JSON.parse(raw) as StoredSession) : null, sessionToken: sessionStorage.getItem('token') };
  });
}

export async function storedLayout(page: Page): Promise<LayoutConfig | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('layout-config');
    return raw ? (JSON.parse(raw) as LayoutConfig) : null;
  });
}

/** The theme as the <html> element carries it. */
export async function htmlTheme(page: Page): Promise<{ dark: boolean; primary: string | null; surface: string | null; menuMode: string | null }> {
  return page.evaluate(() => {
    const html = document.documentElement;
    return {
      dark: html.classList.contains('app-dark'),
      primary: html.getAttribute('data-primary'),
      surface: html.getAttribute('data-surface'),
      menuMode: html.getAttribute('data-menu-mode'),
    };
  });
}
