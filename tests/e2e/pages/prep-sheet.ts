// Today's prep sheet (/kitchen/prep): heading, paper choice, "Print", the "In all" line, one
// section per ready time (named by its heading) with its orders line and one row per dish
// (data-dish) holding "N × Dish", its options line and its notes (allergy ones as allergy-note).
import { expect, type Locator, type Page } from '@playwright/test';

export class PrepSheetPage {
  readonly heading: Locator;
  readonly sheet: Locator;
  readonly groups: Locator;
  readonly totals: Locator;
  readonly empty: Locator;
  readonly print: Locator;
  readonly receipt: Locator;
  readonly a4: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: "Today's prep sheet", exact: true });
    this.sheet = page.locator('#prep-sheet-print');
    this.groups = page.getByTestId('prep-group');
    this.totals = page.getByTestId('prep-totals');
    this.empty = page.getByText('Nothing to cook right now', { exact: true });
    this.print = page.getByRole('button', { name: 'Print', exact: true });
    this.receipt = page.getByRole('button', { name: 'Receipt 80 mm', exact: true });
    this.a4 = page.getByRole('button', { name: 'A4', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/kitchen/prep');
    await expect(this.heading).toBeVisible();
  }

  /** The section of one ready time: "Ready 19:00–19:15", "Not accepted yet". */
  group(title: string): Locator {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  dish(group: Locator, name: string): Locator {
    return group.locator(`[data-testid="prep-dish"][data-dish="${name}"]`);
  }
}
