// The order history screen (/orders/history): the filters (Status, From, To, search), one row per
// order (a table row on wide screens, an <article> on a phone, both named "Order #N") and the
// pagination ("Previous", "Page X of Y", "Next").
import { expect, type Locator, type Page } from '@playwright/test';

export class OrderHistoryPage {
  readonly heading: Locator;
  readonly status: Locator;
  readonly from: Locator;
  readonly to: Locator;
  readonly search: Locator;
  readonly rows: Locator;
  readonly previous: Locator;
  readonly next: Locator;
  readonly empty: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Order history', exact: true });
    this.status = page.getByLabel('Status', { exact: true });
    this.from = page.getByLabel('From', { exact: true });
    this.to = page.getByLabel('To', { exact: true });
    this.search = page.getByLabel('Search by number or customer', { exact: true });
    this.rows = page.getByRole('row', { name: /^Order #/ }).or(page.getByRole('article', { name: /^Order #/ }));
    this.previous = page.getByRole('button', { name: 'Previous', exact: true });
    this.next = page.getByRole('button', { name: 'Next', exact: true });
    this.empty = page.getByText('No orders match these filters', { exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/orders/history');
    await expect(this.heading).toBeVisible();
  }

  row(number: string): Locator {
    const name = `Order #${number}`;
    return this.page.getByRole('row', { name, exact: true }).or(this.page.getByRole('article', { name, exact: true }));
  }

  pageOf(page: number, pages: number): Locator {
    return this.page.getByText(`Page ${page} of ${pages}`, { exact: true });
  }

  async filterStatus(label: 'All' | 'Completed' | 'Refused' | 'Cancelled'): Promise<void> {
    await this.status.selectOption({ label });
  }
}
