import { expect, type Locator, type Page } from '@playwright/test';

export interface PoItem {
  itemNumber?: string;
  description: string;
  /** Typed into the job picker; the suggestion with exactly this job name is picked. */
  job?: string;
  quantity: string;
  unitPrice: string;
}

/** The list steps by their paths. */
export const PO_LISTS = {
  toOrder: '/purchaseorderreadytobeorder',
  toDeliver: '/purchaseorderreadytobedelivered',
  delivered: '/purchaseorderdelivered',
} as const;

/** The purchase order form (/purchaseorder, /purchaseorder/{id}) and the three list steps. */
export class PurchaseOrderPage {
  constructor(readonly page: Page) {}

  async gotoNew() {
    await this.page.goto('/purchaseorder');
    await expect(this.page.getByRole('heading', { level: 1, name: 'New Purchase Order' })).toBeVisible();
  }

  form(): Locator {
    return this.page.getByRole('form', { name: 'Purchase order' });
  }

  item(n: number): Locator {
    return this.page.getByRole('group', { name: `Item ${n}` });
  }

  /** Types into a suggesting field and picks the option whose text starts with `option`. */
  async pickSuggestion(field: Locator, typed: string, option: string) {
    await field.fill(typed);
    const list = this.page.getByRole('listbox');
    await list.getByRole('option', { name: option }).first().click();
    await expect(list).toHaveCount(0);
  }

  async fillItem(n: number, item: PoItem) {
    const row = this.item(n);
    if (item.itemNumber) await row.getByLabel('Item Number').fill(item.itemNumber);
    await row.getByLabel('Description').fill(item.description);
    if (item.job) await this.pickSuggestion(row.getByLabel('Job'), item.job, item.job);
    await row.getByLabel('Quantity').fill(item.quantity);
    await row.getByLabel('Unit Price').fill(item.unitPrice);
  }

  async addItem() {
    await this.page.getByRole('button', { name: 'Add item' }).click();
  }

  lineTotal(n: number): Locator {
    return this.item(n).getByRole('status', { name: 'Line Total' });
  }

  figure(name: 'Sub Total' | 'Order Total'): Locator {
    return this.page.getByRole('region', { name: 'Totals' }).getByRole('status', { name });
  }

  /** Saves and waits for the order's own address; returns its id. */
  async save(): Promise<number> {
    await this.page.getByRole('button', { name: 'Save', exact: true }).first().click();
    await expect(this.page).toHaveURL(/\/purchaseorder\/\d+$/);
    await expect(this.page.getByRole('status').filter({ hasText: /^Saved purchase order/ })).toBeVisible();
    return Number(/\/purchaseorder\/(\d+)$/.exec(this.page.url())![1]);
  }

  async gotoList(path: string) {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(/^Purchase Orders/);
  }

  table(): Locator {
    return this.page.getByRole('table', { name: 'Purchase orders' });
  }

  async searchVendor(vendor: string) {
    const form = this.page.getByRole('search', { name: 'Search purchase orders' });
    await form.getByLabel('Vendor Name').fill(vendor);
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(this.page).toHaveURL(/vendor=/);
  }

  /** Marks an order ordered or delivered from its row; it then leaves the list. */
  async moveOn(number: number, step: 'Ordered' | 'Delivered') {
    await this.row(number)
      .getByRole('button', { name: `Mark ${step} ${number}` })
      .click();
    const notice = this.page.getByRole('status').filter({ hasText: `${number} is ${step.toLowerCase()}` });
    await expect(notice).toBeVisible();
    await expect(this.row(number)).toHaveCount(0);
  }

  row(number: number): Locator {
    return this.table()
      .locator('tbody tr')
      .filter({ has: this.page.getByRole('link', { name: String(number), exact: true }) });
  }
}
