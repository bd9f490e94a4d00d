import { expect, type Locator, type Page } from '@playwright/test';

const PATHS = {
  job: '/job',
  backlog: '/backlog',
  scheduler: '/scheduler',
  files: '/files',
  shipping: '/shipping',
} as const;

const HEADINGS = {
  job: 'Job Overview',
  backlog: 'Backlog',
  scheduler: 'Scheduler',
  files: 'Files',
  shipping: 'Shipping and Billing',
} as const;

/** The job screens: overview, backlog, scheduler, files and shipping, with the job breadcrumb. */
export class JobStagesPage {
  constructor(readonly page: Page) {}

  /** Opens a stage screen and waits for the job header. */
  async open(screen: keyof typeof PATHS, quoteId: number) {
    await this.page.goto(`${PATHS[screen]}/${quoteId}`);
    await expect(this.page.getByRole('heading', { level: 1, name: HEADINGS[screen] })).toBeVisible();
  }

  async expectHeader(customer: string, jobName: string, quoteNumber: string) {
    const header = this.page.locator('dl.job-header');
    await expect(header).toContainText(customer);
    await expect(header).toContainText(jobName);
    await expect(header).toContainText(quoteNumber);
  }

  switcher(): Locator {
    return this.page.getByRole('navigation', { name: 'Job stages' });
  }

  /** The stages the switcher offers, once it shows. */
  async switcherLabels(): Promise<string[]> {
    await expect(this.switcher().getByRole('link').first()).toBeVisible();
    const texts = await this.switcher().getByRole('link').allInnerTexts();
    return texts.map((text) => text.replace(/^\d\s*/, '').trim());
  }

  breadcrumb(): Locator {
    return this.page.getByRole('navigation', { name: 'breadcrumb' });
  }

  // Backlog

  backlogStage(label: string): Locator {
    return this.page.getByRole('group', { name: label, exact: true });
  }

  async checkStage(label: string) {
    await this.backlogStage(label).getByRole('checkbox').check();
  }

  stageDate(label: string): Locator {
    return this.backlogStage(label).getByLabel('Date');
  }

  saveButton(): Locator {
    return this.page.getByRole('button', { name: 'Save', exact: true });
  }

  async save(expectedNotice: string | RegExp) {
    await this.saveButton().click();
    await expect(this.page.getByRole('status').filter({ hasText: expectedNotice })).toBeVisible();
  }

  // Scheduler

  line(number: number): Locator {
    return this.page.getByRole('group', { name: `Line ${number}`, exact: true });
  }

  async fillLine(
    number: number,
    fields: {
      description: string;
      thickness: string;
      material: string;
      equipment: string;
      process: string;
      priority: string;
      assignTo: string;
    },
  ) {
    const line = this.line(number);
    await line.getByLabel('Short Description').fill(fields.description);
    await line.getByLabel('Thickness').selectOption(fields.thickness);
    await line.getByLabel('Material').selectOption(fields.material);
    await line.getByLabel('Equipment').selectOption(fields.equipment);
    await line.getByLabel('Process').selectOption(fields.process);
    await line.getByLabel('Priority').selectOption({ label: fields.priority });
    await line.getByLabel('Assign To').fill(fields.assignTo);
    await line.getByLabel('Assign To').press('Escape');
  }

  // Files

  folder(path: string): Locator {
    return this.page.getByRole('group', { name: path, exact: true });
  }

  async upload(folder: string, name: string, content: Buffer) {
    await this.page.getByLabel('Folder').selectOption(folder);
    await this.page
      .getByLabel('File', { exact: true })
      .setInputFiles({ name, mimeType: 'text/plain', buffer: content });
    await this.page.getByRole('button', { name: 'Upload', exact: true }).click();
  }

  fileLink(name: string): Locator {
    return this.page.locator('.file-tree').getByRole('link', { name, exact: true });
  }
}
