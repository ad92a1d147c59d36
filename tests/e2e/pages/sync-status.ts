// The sync state in the top bar: the connection indicator, the count of actions waiting to be
// sent, the "Not saved" list of actions the server refused, and "Could not send" (stuck actions).
import { expect, type Locator, type Page } from '@playwright/test';

export class SyncStatus {
  readonly connection: Locator;
  readonly pendingCount: Locator;
  readonly notSavedButton: Locator;
  readonly notSavedList: Locator;
  readonly stuckButton: Locator;
  readonly stuckList: Locator;

  constructor(readonly page: Page) {
    this.connection = page.getByTestId('connection-status');
    this.pendingCount = page.getByTestId('pending-count');
    this.notSavedButton = page.getByTestId('not-saved-button');
    this.notSavedList = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Not saved', exact: true }) });
    this.stuckButton = page.getByTestId('stuck-button');
    this.stuckList = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Could not send', exact: true }) });
  }

  /** "Live": connected to the realtime server. */
  async expectLive(): Promise<void> {
    await expect(this.connection).toHaveAttribute('data-status', 'connected', { timeout: 15_000 });
    await expect(this.connection).toHaveAccessibleName(/^Connection: Live\b/);
  }

  /** "Offline since HH:MM" (24 h, local time). */
  async expectOffline(): Promise<void> {
    await expect(this.connection).toHaveAttribute('data-status', 'offline');
    await expect(this.connection).toHaveAccessibleName(/^Connection: Offline since \d{2}:\d{2}\b/);
  }

  async openNotSaved(): Promise<void> {
    await this.notSavedButton.click();
    await expect(this.notSavedList).toBeVisible();
  }

  /** A row of the "Not saved" list (what it was, e.g. "Mark notification read"). */
  notSavedEntry(what: string): Locator {
    return this.notSavedList.getByRole('listitem').filter({ hasText: what });
  }

  /** "Could not send (N)": actions that kept failing and wait for the chef. */
  async openStuck(): Promise<void> {
    await this.stuckButton.click();
    await expect(this.stuckList).toBeVisible();
  }

  stuckEntry(what: string): Locator {
    return this.stuckList.getByRole('listitem').filter({ hasText: what });
  }
}
