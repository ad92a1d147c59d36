// The order action dialogs opened from a card or the details page: accept (preparation time
// presets, minutes, notes), refuse (reason, notes, refund text), ask for pickup (reason, notes)
// and the "Mark order #N ready?" confirmation.
import { expect, type Locator, type Page } from '@playwright/test';
import type { ActiveOrdersPage } from './active-orders.ts';

/** A radio of the dialog's "Reason" group (its hidden input covers the indicator: check() works). */
async function chooseReason(dialog: Locator, reason: string): Promise<void> {
  const radio = dialog.getByRole('radiogroup', { name: 'Reason' }).getByRole('radio', { name: reason, exact: true });
  await radio.check();
  await expect(radio).toBeChecked();
}

export class AcceptDialog {
  readonly dialog: Locator;
  readonly minutes: Locator;
  readonly notes: Locator;
  readonly submit: Locator;

  constructor(page: Page, number: string) {
    this.dialog = page.getByRole('dialog', { name: `Accept order #${number}`, exact: true });
    this.minutes = this.dialog.getByLabel('Preparation time (minutes)', { exact: true });
    this.notes = this.dialog.getByLabel('Notes for the customer', { exact: true });
    this.submit = this.dialog.getByRole('button', { name: 'Accept order', exact: true });
  }

  /** A preset button: "10 min", "15 min", "20 min", "30 min", "45 min", "60 min". */
  preset(minutes: number): Locator {
    return this.dialog.getByRole('button', { name: `${minutes} min`, exact: true });
  }
}

export class RefuseDialog {
  readonly dialog: Locator;
  readonly notes: Locator;
  readonly submit: Locator;
  readonly otherNeedsNotes: Locator;

  constructor(page: Page, number: string) {
    this.dialog = page.getByRole('dialog', { name: `Refuse order #${number}`, exact: true });
    this.notes = this.dialog.getByLabel('Notes', { exact: true });
    this.submit = this.dialog.getByRole('button', { name: 'Refuse order', exact: true });
    this.otherNeedsNotes = this.dialog.getByText('Please add a note when the reason is Other.', { exact: true });
  }

  /** "The full amount of €X will be refunded to the customer's wallet." */
  refundText(amount: string): Locator {
    return this.dialog.getByText(`The full amount of ${amount} will be refunded to the customer's wallet.`, { exact: true });
  }

  async chooseReason(reason: 'Too busy' | 'Out of ingredients' | 'Closing soon' | 'Other'): Promise<void> {
    await chooseReason(this.dialog, reason);
  }
}

export class PickupDialog {
  readonly dialog: Locator;
  readonly notes: Locator;
  readonly submit: Locator;
  readonly approvalText: Locator;

  constructor(page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Ask to change to pickup', exact: true });
    this.notes = this.dialog.getByLabel('Notes', { exact: true });
    this.submit = this.dialog.getByRole('button', { name: 'Send request', exact: true });
    this.approvalText = this.dialog.getByText('The customer must approve the change.', { exact: true });
  }

  async chooseReason(reason: 'No courier available' | 'Address too far' | 'Packaging not suitable' | 'Other'): Promise<void> {
    await chooseReason(this.dialog, reason);
  }
}

export class ReadyDialog {
  readonly dialog: Locator;
  readonly confirm: Locator;

  constructor(page: Page, number: string) {
    this.dialog = page.getByRole('dialog', { name: `Mark order #${number} ready?`, exact: true });
    this.confirm = this.dialog.getByRole('button', { name: 'Mark ready', exact: true });
  }
}

/** Accept order #number from its card with the 15-minute preset; the dialog closes. */
export async function acceptOnCard(page: Page, orders: ActiveOrdersPage, number: string): Promise<void> {
  await orders.cardButton(number, 'Accept').click();
  const accept = new AcceptDialog(page, number);
  await accept.preset(15).click();
  await accept.submit.click();
  await expect(accept.dialog).toBeHidden();
}
