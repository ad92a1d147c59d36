// The order details page (/orders/<id>): heading "Order #N", the "Timeline" section with every
// status change, the actions allowed now and the "Print ticket" button.
import { expect, type Locator, type Page } from '@playwright/test';

export class OrderDetailsPage {
  readonly timeline: Locator;
  readonly printTicket: Locator;

  constructor(readonly page: Page) {
    this.timeline = page.getByRole('list', { name: 'Timeline', exact: true });
    this.printTicket = page.getByRole('button', { name: 'Print ticket', exact: true });
  }

  heading(number: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: `Order #${number}`, exact: true });
  }

  async goto(id: number, number: string): Promise<void> {
    await this.page.goto(`/orders/${id}`);
    await expect(this.heading(number)).toBeVisible();
  }

  /** The timeline's entries (list items), oldest first. */
  timelineEntries(): Locator {
    return this.timeline.getByRole('listitem');
  }

  /** The kitchen tickets shown now (the preview on screen; the print copy under print media). */
  visibleTickets(): Locator {
    // The preview's section is named like the ticket: keep the labelled elements holding no ticket.
    const labelled = this.page.getByLabel('Kitchen ticket', { exact: true });
    return labelled.filter({ hasNot: labelled }).filter({ visible: true });
  }

  button(name: string): Locator {
    return this.page.getByRole('main').getByRole('button', { name, exact: true });
  }
}
