import { expect, type Locator, type Page } from '@playwright/test';

/** Column headers of the quote list, as people read them. */
export type QuotesColumn = 'Quote Id' | 'Job Name' | 'Customer Name' | 'Date' | 'Total Price';
const COLUMN_INDEX: Record<QuotesColumn, number> = {
  'Quote Id': 0,
  'Job Name': 1,
  'Customer Name': 2,
  Date: 3,
  'Total Price': 4,
};

export interface QuotesSearch {
  quoteNumber?: string;
  customerName?: string;
  jobName?: string;
  /** Typed into the 99/99/9999 mask: digits only, e.g. '01052024'. */
  minDate?: string;
  maxDate?: string;
}

/** The /quotes (and /jobs) page: search form, sortable table, pager. */
export class QuotesListPage {
  constructor(readonly page: Page) {}

  async goto(path = '/quotes') {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  }

  table(): Locator {
    return this.page.getByRole('table', { name: 'Quotes' });
  }

  bodyRows(): Locator {
    return this.table().locator('tbody tr');
  }

  /** Fills every field given (and clears the others), then presses Enter. */
  async search(terms: QuotesSearch) {
    const form = this.page.getByRole('search', { name: 'Search quotes' });
    await form.getByLabel('Quote Number').fill(terms.quoteNumber ?? '');
    await form.getByLabel('Customer Name').fill(terms.customerName ?? '');
    await form.getByLabel('Job Name').fill(terms.jobName ?? '');
    await form.getByLabel('Min Date').fill(terms.minDate ?? '');
    await form.getByLabel('Max Date').fill(terms.maxDate ?? '');
    await form.getByLabel('Job Name').press('Enter');
  }

  /** The text of one column, top to bottom, once the rows are settled. */
  async column(column: QuotesColumn): Promise<string[]> {
    await expect(this.table()).toHaveAttribute('aria-busy', 'false');
    return this.bodyRows()
      .locator(`td:nth-child(${COLUMN_INDEX[column] + 1})`)
      .allInnerTexts();
  }

  sortButton(column: QuotesColumn): Locator {
    return this.table().getByRole('columnheader', { name: column }).getByRole('button');
  }

  /** Clicks a header until the column is sorted the way asked, and waits for the rows. */
  async sortBy(column: QuotesColumn, direction: 'ascending' | 'descending') {
    const header = this.table().getByRole('columnheader', { name: column });
    for (let clicks = 0; clicks < 2; clicks += 1) {
      const before = await header.getAttribute('aria-sort');
      if (before === direction) break;
      await this.sortButton(column).click();
      await expect.poll(() => header.getAttribute('aria-sort')).not.toBe(before);
    }
    await expect(header).toHaveAttribute('aria-sort', direction);
    await expect(this.table()).toHaveAttribute('aria-busy', 'false');
  }

  pager(): Locator {
    return this.page.getByRole('navigation', { name: 'Pages' });
  }

  showing(): Locator {
    return this.pager().getByText(/^Showing|^No quotes|^Nothing/);
  }

  async expectShowing(text: string) {
    await expect(this.showing()).toHaveText(text);
    await expect(this.table()).toHaveAttribute('aria-busy', 'false');
  }

  async goToPage(pageNumber: number) {
    const field = this.pager().getByLabel('Page', { exact: true });
    await field.fill(String(pageNumber));
    await field.press('Enter');
  }

  async setItemsPerPage(count: number) {
    await this.pager().getByLabel('Items Per Page').selectOption(String(count));
  }

  row(jobName: string): Locator {
    return this.bodyRows().filter({ has: this.page.getByRole('cell', { name: jobName, exact: true }) });
  }
}
