import { expect, type Locator, type Page } from '@playwright/test';

/** The machine pages: the room, imperfections, plates and chart images. */
export class MachinesPage {
  constructor(readonly page: Page) {}

  private async open(path: string, title: string) {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }

  async openRoom() {
    await this.open('/machine', 'Machine Room');
    await expect(this.card('HAAS1')).toBeVisible();
  }

  /** A machine's card in the room. */
  card(machine: string): Locator {
    return this.page.getByRole('region', { name: machine, exact: true });
  }

  /** A latest reading of the room (Temperature, Humidity, Air Quality, Pressure). */
  reading(label: string): Locator {
    return this.page.getByRole('region', { name: 'Latest readings' }).getByLabel(label, { exact: true });
  }

  async openImperfections() {
    await this.open('/machineimperfections', 'Machine Imperfections');
  }

  async searchJob(job: string) {
    await this.page.getByLabel('Job', { exact: true }).fill(job);
    await this.page.getByRole('button', { name: 'Search' }).click();
    await expect(this.page.getByRole('table', { name: 'Plates' })).toBeVisible();
  }

  /** The checkbox of one imperfection (by its label) on one plate. */
  imperfection(label: string, fileName: string, machine: string): Locator {
    return this.page.getByRole('checkbox', { name: `${label} on ${fileName} (${machine})`, exact: true });
  }

  async openPlates() {
    await this.open('/machineplates', 'Machine Plates');
    await expect(this.statsTable()).toBeVisible();
  }

  /** Types a range into the two date masks: digits only, e.g. '01012020'. */
  async setRange(from: string, to: string) {
    await this.page.getByRole('textbox', { name: 'From', exact: true }).fill(from);
    await this.page.getByRole('textbox', { name: 'To', exact: true }).fill(to);
  }

  statsTable(): Locator {
    return this.page.getByRole('table', { name: 'Statistics per machine' });
  }

  /** A machine's statistics row; cells: Plates, Counted, Value, Optimal, Share, Big breaks, Tool differences, Imperfections. */
  statsRow(machine: string): Locator {
    return this.statsTable().locator(`tr[data-machine="${machine}"]`);
  }

  statsCell(machine: string, column: number): Locator {
    return this.statsRow(machine).locator('td').nth(column);
  }

  chart(title: string): Locator {
    return this.page.getByRole('figure', { name: title });
  }

  async openImages() {
    await this.open('/machineimages', 'Machine Images');
  }
}
