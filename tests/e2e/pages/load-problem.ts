// "Could not load …" (src/ui/LoadProblem.tsx): what a screen shows in place of its list when it has
// nothing saved and its load failed, with "Check your connection." and "Try again"; offline, it
// says the list loads when the connection is back.
import type { Locator, Page } from '@playwright/test';

export class LoadProblemBox {
  readonly box: Locator;
  readonly hint: Locator;
  readonly tryAgain: Locator;

  /** `title`: the screen's words, e.g. "Could not load your active orders." */
  constructor(page: Page, title: string) {
    this.box = page.getByTestId('load-problem').filter({ hasText: title });
    this.hint = this.box.getByText('Check your connection.', { exact: true });
    this.tryAgain = this.box.getByRole('button', { name: 'Try again', exact: true });
  }
}
