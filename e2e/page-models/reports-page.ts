import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { backlogStageId, type BacklogStageKey } from '@signshop/domain';

/** The report screens: daily schedule, the job lists, customer report and PM schedule. */
export class ReportsPage {
  constructor(readonly page: Page) {}

  /** Opens a report and waits for its heading. */
  async open(path: string, heading: string) {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }

  /** The table row of a job (job lists) or a task (daily schedule), found by a text in it. */
  row(text: string): Locator {
    return this.page.getByRole('row').filter({ hasText: text });
  }

  /** Ticks a job of a job-list report, sets the date, presses its Save and waits for the save. */
  async markAndSave(jobName: string, markLabel: string, date?: string) {
    await this.page.getByRole('checkbox', { name: `${markLabel}: ${jobName}` }).check();
    if (date) await this.page.getByLabel(`${markLabel} date of ${jobName}`).fill(date);
    const saved = this.page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' && /\/api\/(backlog|quote\/\d+)$/.test(response.url()),
    );
    await this.page.getByRole('button', { name: `Save ${jobName}` }).click();
    expect((await saved).ok()).toBe(true);
  }

  /** The report's total card (Total Price, Engraved, Thermoformed). */
  total(label: 'Total Price' | 'Engraved' | 'Thermoformed'): Locator {
    return this.page.locator(`[data-total="${label}"]`);
  }
}

/** Seeds jobs through the real API, signed in as staff. */
export class JobSeeder {
  constructor(readonly request: APIRequestContext) {}

  async quote(fields: Record<string, unknown>): Promise<number> {
    const response = await this.request.post('/api/quote', {
      data: { quote: { quote_date: '2026-05-01', signs: [], ...fields } },
    });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { quote: { id: number } }).quote.id;
  }

  async stages(quoteId: number, stages: Partial<Record<BacklogStageKey, string>>) {
    const response = await this.request.put('/api/backlog', {
      data: {
        backlogs: Object.entries(stages).map(([key, date]) => ({
          quote_id: quoteId,
          type_id: backlogStageId(key as BacklogStageKey),
          is_checked: true,
          date_given: date,
        })),
      },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }

  async lines(quoteId: number, lines: Record<string, unknown>[]) {
    const response = await this.request.put(`/api/schedule/${quoteId}`, { data: { schedules: lines } });
    expect(response.ok(), await response.text()).toBe(true);
  }

  /** The job's checked stages and their dates, by label. */
  async checkedStages(quoteId: number): Promise<Record<string, string | null>> {
    const response = await this.request.get(`/api/backlog/${quoteId}`);
    const { backlogs } = (await response.json()) as {
      backlogs: { label: string; is_checked: boolean; date_given: string | null }[];
    };
    return Object.fromEntries(
      backlogs.filter((entry) => entry.is_checked).map((entry) => [entry.label, entry.date_given]),
    );
  }
}

/** Reads CSV text (RFC 4180: quoted fields, doubled quotes, CRLF) into records by header. */
export function parseCsv(file: string): Record<string, string>[] {
  // The file starts with a UTF-8 byte-order mark (for Excel), which is not part of the first header.
  const text = file.replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field || row.length) rows.push([...row, field]);
  const [header = [], ...records] = rows;
  return records.map((record) =>
    Object.fromEntries(header.map((name, index) => [name, record[index] ?? ''])),
  );
}
