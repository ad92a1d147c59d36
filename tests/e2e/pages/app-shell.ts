// The app shell of a signed-in chef: top bar, user menu, logout dialog and side menu.
import type { Locator, Page } from '@playwright/test';

export const menuItems = [
  { name: 'Kitchen', path: '/kitchen' },
  { name: 'Profile', path: '/profile' },
  { name: 'Active Order', path: '/orders/active' },
  { name: 'Order History', path: '/orders/history' },
  { name: 'Earnings', path: '/earnings' },
  { name: 'Foods', path: '/foods' },
  { name: 'Support', path: '/tickets' },
  { name: 'Journal', path: '/journal' },
] as const;

export class AppShell {
  readonly logo: Locator;
  readonly bellSlot: Locator;
  readonly darkModeToggle: Locator;
  readonly themeSettings: Locator;
  readonly menuToggle: Locator;
  readonly userMenu: Locator;
  readonly sidebar: Locator;
  readonly mainMenu: Locator;
  readonly logoutDialog: Locator;

  constructor(readonly page: Page) {
    this.logo = page.getByRole('link', { name: 'Home Kitchen Chef' });
    this.bellSlot = page.getByTestId('bell-slot');
    this.darkModeToggle = page.getByRole('button', { name: 'Toggle dark mode' });
    this.themeSettings = page.getByRole('button', { name: 'Theme settings' });
    this.menuToggle = page.getByRole('button', { name: 'Toggle menu' });
    this.userMenu = page.getByRole('button', { name: 'User menu' });
    this.sidebar = page.getByTestId('sidebar');
    this.mainMenu = page.getByRole('navigation', { name: 'Main menu' });
    this.logoutDialog = page.getByRole('dialog', { name: 'Confirm logout' });
  }

  /** The page heading (h1) of the current screen. */
  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name, exact: true });
  }

  /** A side-menu item by its label. "Active Order" also says, once the orders are on the device,
   * how many wait for an answer and are being prepared ("Active Order , 2 wait for your answer , 1
   * being prepared"): the label, then nothing or those counts after a comma. */
  menuLink(name: string): Locator {
    const label = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.mainMenu.getByRole('link', { name: new RegExp(`^${label}(\\s*,.*)?$`) });
  }

  async openUserMenuItem(name: 'Profile' | 'Change password' | 'Logout'): Promise<void> {
    await this.userMenu.click();
    await this.page.getByRole('menuitem', { name, exact: true }).click();
  }

  /** A click on the content area far from the sidebar (the right edge, near the bottom). */
  async clickOutsideSidebar(): Promise<void> {
    const viewport = this.page.viewportSize();
    if (!viewport) throw new Error('the page has no viewport');
    await this.page.mouse.click(viewport.width - 12, viewport.height - 40);
  }
}
