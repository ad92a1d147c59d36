// The chef's journal (/journal): the day select, the filter buttons ("All", "Connection",
// "Alarms", "Actions", "Problems"; aria-pressed), "Download CSV", "Print", and the day's entries
// (a list named "Entries of <day>", one <li> per entry with its <time> HH:MM:SS, its sentence, a
// kind badge, the order link "#N" and where it was written).
import { expect, type Locator, type Page } from '@playwright/test';
import { AppShell } from './app-shell.ts';

export type JournalFilterName = 'All' | 'Connection' | 'Alarms' | 'Actions' | 'Problems';

export class JournalPage {
  readonly heading: Locator;
  readonly day: Locator;
  readonly entries: Locator;
  readonly downloadCsv: Locator;
  readonly print: Locator;
  readonly empty: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Journal', exact: true });
    this.day = page.getByLabel('Day', { exact: true });
    this.entries = page.getByRole('list', { name: /^Entries of / }).getByRole('listitem');
    this.downloadCsv = page.getByRole('button', { name: 'Download CSV', exact: true });
    this.print = page.getByRole('button', { name: 'Print', exact: true });
    this.empty = page.getByText('Nothing recorded yet', { exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/journal');
    await expect(this.heading).toBeVisible();
  }

  /** Through the side menu, without a page load (opening it first where it is an overlay). */
  async openFromMenu(): Promise<void> {
    const shell = new AppShell(this.page);
    if (!(await shell.menuLink('Journal').isVisible())) await shell.menuToggle.click();
    await shell.menuLink('Journal').click();
    await expect(this.heading).toBeVisible();
  }

  filter(name: JournalFilterName): Locator {
    return this.page.getByRole('group', { name: 'Show' }).getByRole('button', { name, exact: true });
  }

  /** The entries whose sentence matches. */
  entry(text: string | RegExp): Locator {
    return this.entries.filter({ hasText: text });
  }

  /** The time an entry shows, "HH:MM:SS". */
  async timeOf(entry: Locator): Promise<string> {
    return (await entry.locator('time').textContent()) ?? '';
  }

  /** Every entry shown, top to bottom: its time and its text. */
  async shown(): Promise<{ time: string; text: string }[]> {
    return this.entries.evaluateAll((items) =>
      items.map((item) => ({ time: item.querySelector('time')?.textContent ?? '', text: (item as HTMLElement).innerText })),
    );
  }
}
