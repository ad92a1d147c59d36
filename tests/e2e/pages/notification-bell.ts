// The notification bell in the top bar: the button (badge, shake), its dropdown ("Notifications",
// "Mark all read", the list) and the sound element.
import { expect, type Locator, type Page } from '@playwright/test';

export class NotificationBell {
  readonly button: Locator;
  readonly badge: Locator;
  readonly dropdown: Locator;
  readonly markAllRead: Locator;
  readonly list: Locator;
  readonly empty: Locator;
  readonly sound: Locator;

  constructor(readonly page: Page) {
    // "Notifications", or "Notifications, 3 unread" while the badge shows a count.
    this.button = page.getByRole('button', { name: /^Notifications(, (\d+|99\+) unread)?$/ });
    this.badge = page.getByTestId('notification-badge');
    // The dropdown: the popover dialog with the heading "Notifications".
    this.dropdown = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Notifications', exact: true }) });
    this.markAllRead = this.dropdown.getByRole('button', { name: 'Mark all read' });
    this.list = this.dropdown.getByRole('list');
    this.empty = this.dropdown.getByText('No notifications', { exact: true });
    this.sound = page.getByTestId('notification-sound');
  }

  /** The list item of the notification with this title. */
  item(title: string): Locator {
    return this.list.getByRole('listitem').filter({ hasText: title });
  }

  /** The button inside an item: a click marks it read, closes the dropdown and follows its link. */
  itemButton(title: string): Locator {
    return this.item(title).getByRole('button', { name: new RegExp(escapeRegExp(title)) });
  }

  async open(): Promise<void> {
    if (await this.dropdown.isVisible()) return;
    await this.button.click();
    await expect(this.dropdown).toBeVisible();
  }

  /** Starts noting, in the page, each time the bell starts to shake (the shake lasts a second: on
   * a busy machine a check made after other checks can miss it); returns a reader of the count. */
  async countShakes(): Promise<() => Promise<number>> {
    await this.button.evaluate((button) => {
      const noted = window as Window & { bellShakes?: number };
      noted.bellShakes = 0;
      new MutationObserver(() => {
        if (button.getAttribute('data-shaking') === 'true') noted.bellShakes = (noted.bellShakes ?? 0) + 1;
      }).observe(button, { attributes: true, attributeFilter: ['data-shaking'] });
    });
    return () => this.page.evaluate(() => (window as Window & { bellShakes?: number }).bellShakes ?? 0);
  }

  async close(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await expect(this.dropdown).toBeHidden();
  }
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
