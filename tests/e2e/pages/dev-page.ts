// The /dev page ("Notification listener"): the live connection status, a restart button and the
// realtime events this device received, newest first.
import type { Locator, Page } from '@playwright/test';

export class DevPage {
  readonly heading: Locator;
  readonly status: Locator;
  readonly restart: Locator;
  readonly empty: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Notification listener' });
    this.status = page.getByTestId('dev-connection-status');
    this.restart = page.getByRole('button', { name: 'Restart connection' });
    this.empty = page.getByText('No events yet', { exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/dev');
    await this.heading.waitFor();
  }

  /** The received event whose JSON payload contains `text` (e.g. the notification's title). */
  event(text: string): Locator {
    return this.page.getByText(text);
  }
}
