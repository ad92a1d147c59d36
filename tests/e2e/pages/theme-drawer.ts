// The theme configurator drawer ("Theme"): primary and surface palettes, menu mode.
import { expect, type Locator, type Page } from '@playwright/test';

export class ThemeDrawer {
  readonly drawer: Locator;
  readonly primary: Locator;
  readonly surface: Locator;
  readonly menuMode: Locator;

  constructor(readonly page: Page) {
    this.drawer = page.getByRole('dialog', { name: 'Theme' });
    this.primary = this.drawer.getByRole('radiogroup', { name: 'Primary' });
    this.surface = this.drawer.getByRole('radiogroup', { name: 'Surface' });
    this.menuMode = this.drawer.getByRole('radiogroup', { name: 'Menu mode' });
  }

  async open(): Promise<void> {
    await this.page.getByRole('button', { name: 'Theme settings' }).click();
    await this.drawer.waitFor();
  }

  /** Picks a radio of a group as a keyboard user does (the native radio input is visually
   * hidden under its swatch or card), then checks that it is selected. */
  async choose(group: Locator, name: string): Promise<void> {
    const radio = group.getByRole('radio', { name, exact: true });
    await radio.focus();
    await this.page.keyboard.press('Space');
    await expect(radio).toBeChecked();
  }

  async close(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await this.drawer.waitFor({ state: 'hidden' });
  }
}
