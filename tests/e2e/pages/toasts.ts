// Toasts (top-right): each toast carries data-testid="toast-<type>" (src/ui/toaster.tsx).
import type { Locator, Page } from '@playwright/test';

export type ToastKind = 'success' | 'error' | 'warning' | 'info' | 'loading';

export class Toasts {
  constructor(readonly page: Page) {}

  /** The toast of a kind that shows `text` (its title or its description). */
  of(kind: ToastKind, text: string | RegExp): Locator {
    return this.page.getByTestId(`toast-${kind}`).filter({ hasText: text });
  }
}
