// The active orders screen (/orders/active): one card per order (<article aria-label="Order #N">
// with data-status and data-waiting), the new-order alarm banner ("New order #N", "Stop alarm",
// "Enable sound") and the two sound elements (the looping alarm and the short cancel alert).
import { expect, type Locator, type Page } from '@playwright/test';
import type { ChefAccount } from '../support/api.ts';
import { startSignedIn } from '../support/browser-state.ts';
import { SyncStatus } from './sync-status.ts';

export class ActiveOrdersPage {
  readonly heading: Locator;
  readonly empty: Locator;
  readonly cards: Locator;
  readonly alarm: Locator;
  readonly cancelAlert: Locator;
  readonly stopAlarm: Locator;
  readonly enableSound: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Active orders', exact: true });
    this.empty = page.getByText('No active orders', { exact: true });
    this.cards = page.getByRole('article', { name: /^Order #/ });
    this.alarm = page.getByTestId('order-alarm');
    this.cancelAlert = page.getByTestId('order-cancel-alert');
    this.stopAlarm = page.getByRole('button', { name: 'Stop alarm', exact: true });
    this.enableSound = page.getByRole('button', { name: 'Enable sound', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/orders/active');
    await expect(this.heading).toBeVisible();
  }

  /** The banner role="alert" announcing "New order #N". */
  alarmBanner(number: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: `New order #${number}` });
  }

  card(number: string): Locator {
    return this.page.getByRole('article', { name: `Order #${number}`, exact: true });
  }

  /** A button on a card: "Accept", "Refuse", "Ask for pickup", "Mark ready", "Complete". */
  cardButton(number: string, name: string): Locator {
    return this.card(number).getByRole('button', { name, exact: true });
  }

  detailsLink(number: string): Locator {
    return this.card(number).getByRole('link', { name: 'Details' });
  }

  /** Whether the alarm element is playing now (the audio element's own state). */
  async alarmState(): Promise<{ paused: boolean; loop: boolean; src: string }> {
    return this.alarm.evaluate((element) => {
      const audio = element as HTMLAudioElement;
      return { paused: audio.paused, loop: audio.loop, src: audio.currentSrc || audio.src };
    });
  }

  /** The alarm rings: the browser plays it (tapping "Enable sound" when autoplay was refused). */
  async expectRinging(): Promise<void> {
    await expect(this.stopAlarm).toBeVisible();
    await expect
      .poll(async () => {
        if (await this.enableSound.isVisible()) await this.enableSound.click();
        return (await this.alarmState()).paused;
      }, { message: 'the alarm plays' })
      .toBe(false);
    expect((await this.alarmState()).loop, 'the alarm loops until acknowledged').toBe(true);
  }

  async expectSilent(): Promise<void> {
    await expect.poll(async () => (await this.alarmState()).paused, { message: 'the alarm is paused' }).toBe(true);
  }
}

/** Opens /orders/active signed in as the chef, once the realtime connection is live. */
export async function openActiveOrders(page: Page, chef: ChefAccount): Promise<ActiveOrdersPage> {
  await startSignedIn(page, chef);
  const orders = new ActiveOrdersPage(page);
  await orders.goto();
  await new SyncStatus(page).expectLive();
  return orders;
}
