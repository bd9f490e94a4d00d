import { expect, test } from '@playwright/test';
import {
  estimatedEnd,
  formatLongDate,
  justDateOf,
  MACHINES,
  plateValueStats,
  Role,
  type Plate,
} from '@signshop/domain';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { screenshot } from '../../page-models/auth-page.ts';
import { MachinesPage } from '../../page-models/milling-page.ts';
import { createUser, signInAs, type TestUser } from '../../support/accounts.ts';
import { E2E_JOB, ingestE2ePlates } from '../../support/plates.ts';
import { BASE_URL, DATA_DIR, SCREENSHOT_DIR } from '../../support/test-env.ts';

test.describe.configure({ mode: 'serial' });

/** The page's date and time: 'May 5, 2025, 3:04 PM' (browser and test share the machine's time zone). */
function dateTime(seconds: number): string {
  const date = new Date(seconds * 1000);
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(date);
  return `${formatLongDate(justDateOf(date))}, ${time}`;
}
const twoDecimals = (value: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();

let user: TestUser;
let plates: Plate[];
const on = (machine: string) => plates.filter((plate) => plate.machine === machine);

test.beforeAll(async () => {
  user = await createUser({ role: Role.Machine, firstName: 'Mo' });
  plates = await ingestE2ePlates();
});

test.beforeEach(async ({ page }) => {
  await signInAs(page, user);
});

test('the machine room shows running and stopped machines with their estimated end', async ({ page }) => {
  const machines = new MachinesPage(page);
  await machines.openRoom();

  const running = on('HAAS1').at(-1)!;
  const haas1 = machines.card('HAAS1');
  await expect(haas1.getByText('Running')).toBeVisible();
  await expect(haas1).toContainText(running.file_name);
  await expect(haas1).toContainText('Bo');
  await expect(haas1.locator('.machine-estimated-end')).toHaveText(spaced(dateTime(estimatedEnd(running))));
  await expect(haas1.getByRole('table', { name: 'HAAS1 tools' })).toContainText('1.251');

  const stopped = on('HAAS3')[0]!;
  const haas3 = machines.card('HAAS3');
  await expect(haas3.getByText('Stopped')).toBeVisible();
  await expect(haas3.locator('.machine-estimated-end')).toHaveText(spaced(dateTime(estimatedEnd(stopped))));
  await expect(machines.card('HAAS2').getByText('Running')).toBeVisible();
  // A running plate past its estimated end says by how much; one within it does not.
  await expect(machines.card('HAAS2').getByText(/^overdue by (5|6|7) min$/)).toBeVisible();
  await expect(haas1.getByText(/overdue/)).toHaveCount(0);
  await expect(machines.card('HAAS6')).toContainText('No plates reported yet.');

  // The readings come from the most recent plate of any machine: HAAS2's.
  await expect(machines.reading('Temperature')).toHaveText('22.5 °C');
  await expect(machines.reading('Humidity')).toHaveText('41 %');
  await expect(machines.reading('Air Quality')).toHaveText('12');
  await expect(machines.reading('Pressure')).toHaveText('1012 hPa');
  await screenshot(page, 'machines-room');

  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'machines-room-phone');
});

test('ticking an imperfection is saved at once and survives a reload', async ({ page }) => {
  const machines = new MachinesPage(page);
  await machines.openImperfections();
  await expect(page.getByText('Search a job to see its plates')).toBeVisible();
  await machines.searchJob(E2E_JOB.toLowerCase());
  await expect(page.getByRole('table', { name: 'Plates' }).locator('tbody tr')).toHaveCount(4);

  const file = `${E2E_JOB}_plate2.nc`;
  const webbing = machines.imperfection('Webbing', file, 'HAAS1');
  await expect(webbing).not.toBeChecked();
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/milling/file') && response.request().method() === 'PUT',
  );
  await webbing.check();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Saved.')).toBeVisible();
  await screenshot(page, 'machines-imperfections');

  await page.reload();
  await expect(machines.imperfection('Webbing', file, 'HAAS1')).toBeChecked();
  await expect(machines.imperfection('Reverse Webbing', file, 'HAAS1')).not.toBeChecked();
  await expect(machines.imperfection('Webbing', `${E2E_JOB}_plate1.nc`, 'HAAS1')).not.toBeChecked();

  // Phones get one card per plate with the same checkboxes.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(machines.imperfection('Webbing', file, 'HAAS1')).toBeChecked();
  await expect(page.getByRole('region', { name: file }).getByText('Reverse Webbing')).toBeVisible();
  await screenshot(page, 'machines-imperfections-phone');
});

test('the plates page shows the statistics per machine and charts', async ({ page }) => {
  const machines = new MachinesPage(page);
  await machines.openPlates();

  // Value: plates with an area above 3, at area × 0.3 (HAAS1's third plate is 1.5 × 2 = 3: not counted).
  const haas1 = plateValueStats(on('HAAS1'));
  expect(haas1.count).toBe(3);
  await expect(machines.statsCell('HAAS1', 0)).toHaveText('4');
  await expect(machines.statsCell('HAAS1', 1)).toHaveText('3');
  await expect(machines.statsCell('HAAS1', 2)).toHaveText(twoDecimals(haas1.value));
  await expect(machines.statsCell('HAAS2', 2)).toHaveText(twoDecimals(plateValueStats(on('HAAS2')).value));
  await expect(machines.statsCell('HAAS1', 5)).toContainText(/^2/); // gaps of 900 s and 3000 s
  await expect(machines.statsCell('HAAS1', 6)).toHaveText('1'); // tool 3 grew by 0.001
  await expect(machines.statsCell('HAAS1', 7)).toHaveText('1'); // the Webbing ticked above
  await expect(machines.statsCell('HAAS5', 0)).toHaveText('0');
  // Plate sizes are labelled in feet.
  const platesTable = page.getByRole('table', { name: 'Plates' });
  await expect(platesTable.getByRole('columnheader', { name: 'Size (ft)' })).toBeVisible();
  await expect(platesTable.locator('tbody tr', { hasText: 'Harbor_Hotel_Rooms_plate7.nc' })).toContainText(
    '4 × 8 ft',
  );
  await expect(page.getByText('plate sizes are in feet')).toBeVisible();

  await expect(machines.chart('Value per machine').locator('svg.recharts-surface').first()).toBeVisible();
  await expect(machines.chart('Plates per day').locator('svg.recharts-surface').first()).toBeVisible();
  await expect(machines.chart('Imperfections by type')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Plates' }).locator('tbody tr')).toHaveCount(plates.length);
  const scroller = page.locator('.machine-table-scroll');
  expect((await scroller.boundingBox())!.height).toBeLessThanOrEqual(500);
  await screenshot(page, 'machines-plates');
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'machines-plates-full.png'), fullPage: true });

  // A range without plates.
  await machines.setRange('01012020', '01072020');
  await expect(page.getByText('No plates in this range')).toBeVisible();
  await expect(machines.statsCell('HAAS1', 0)).toHaveText('0');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(machines.statsTable()).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'machines-plates-phone.png'), fullPage: true });
});

test('the images page says no image storage is configured', async ({ page }) => {
  const machines = new MachinesPage(page);
  await machines.openImages();
  await expect(page.getByText('No image storage is configured')).toBeVisible();
  await expect(page.getByText('MACHINE_IMAGES_URL')).toBeVisible();
  await screenshot(page, 'machines-images');
});

test('the simulator feeds every machine through the ingest API; a week of its plates lands near the optimal value', async ({
  page,
}) => {
  const root = path.resolve(import.meta.dirname, '../../..');
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'packages/server/src/scripts/simulate-machines.ts', '--once', '--hours', '168'],
    {
      cwd: root,
      env: { ...process.env, SIGNSHOP_URL: BASE_URL, DATA_DIR },
      stdio: 'pipe',
    },
  );
  await page.goto('/machine');
  for (const machine of MACHINES) {
    const card = page.getByRole('region', { name: machine, exact: true });
    await expect(card).toBeVisible();
    await expect(card.getByText(/Running|Stopped/).first()).toBeVisible();
    await expect(card.getByText('No plates reported yet.')).toHaveCount(0);
  }
  await expect(page.getByText('No plates reported yet.')).toHaveCount(0);
  await screenshot(page, 'machines-09-simulated');

  // The default range, the last 7 days with today: each machine's share of the optimal value is 40–110 %.
  const machines = new MachinesPage(page);
  await machines.openPlates();
  for (const machine of MACHINES) {
    const share = machines.statsCell(machine, 4);
    await expect(share).toHaveText(/^\d+(\.\d)?%$/);
    const percent = Number((await share.textContent())!.replace('%', ''));
    expect(percent, machine).toBeGreaterThanOrEqual(40);
    expect(percent, machine).toBeLessThanOrEqual(110);
  }
  await expect(
    page.getByRole('table', { name: 'Plates' }).getByRole('columnheader', { name: 'Size (ft)' }),
  ).toBeVisible();
  await screenshot(page, 'machines-10-simulated-week-plates');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'machines-10-simulated-week-plates-phone');
});
