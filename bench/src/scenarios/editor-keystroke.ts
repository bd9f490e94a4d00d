import path from 'node:path';
import { chromium } from '@playwright/test';
import { Role } from '@signshop/domain';
import { ApiClient } from '@signshop/server/test/support/api-client.ts';
import { insertAccount, signIn } from '@signshop/server/test/support/factories.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../e2e/support/chromium.ts';
import type { BenchRow } from '../bench-row.ts';
import { startBenchServer } from '../bench-server.ts';

const SIGNS = 200;
const OPENS = 5;
const KEYSTROKES = 40;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The quote editor in Debian's Chromium on a 200-sign quote, each sign with tactile text and its
 * Braille: time from navigation until the
 * sign table is interactive, and time from a keystroke in a sign's width until the quote total
 * on screen changes (measured inside the page). Needs the built SPA (`npm run build`).
 */
export async function benchEditorKeystroke(): Promise<BenchRow[]> {
  const server = await startBenchServer({
    webDist: path.resolve(import.meta.dirname, '../../../packages/web/dist'),
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const staff = await insertAccount(server.db, { role: Role.Asante, email: 'editor-bench@example.com' });
    const client = await signIn(new ApiClient(server.baseUrl), staff.email);
    const type = (await client.get<{ types: Array<{ id: number }> }>('/api/quote/signtypes')).body.types[0]!
      .id;
    const signs = Array.from({ length: SIGNS }, (_, i) => ({
      given_id: `S${i + 1}`,
      type,
      width: 6 + (i % 20),
      height: 4 + (i % 9),
      quantity: 1 + (i % 5),
      order_index: i,
      // Tactile text on every sign, every third in lowercase so its row shows a §703 warning.
      tactile: { lines: [{ text: i % 3 === 0 ? `Room ${100 + i}` : `ROOM ${100 + i}`, braille: '' }] },
    }));
    const created = await client.post<{ quote: { id: number } }>('/api/quote', {
      quote: { job_name: 'Editor bench', customer_name: 'Bench Co', quote_date: '2026-01-15', signs },
    });
    if (created.status !== 201)
      throw new Error(`could not create the bench quote: ${JSON.stringify(created.body)}`);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const [name, value] = client.cookie!.split('=') as [string, string];
    await context.addCookies([{ name, value, url: server.baseUrl }]);
    const page = await context.newPage();

    const openTimes: number[] = [];
    for (let i = 0; i < OPENS; i++) {
      const started = performance.now();
      await page.goto(`${server.baseUrl}/quote/${created.body.quote.id}`);
      await page.getByLabel(`Width row ${SIGNS}`, { exact: true }).waitFor();
      await page.getByTestId('quote-total').waitFor();
      openTimes.push(performance.now() - started);
    }

    const keystrokeTimes = await page.evaluate(async (count) => {
      const input = document.querySelector<HTMLInputElement>('[aria-label="Width row 100"]')!;
      const total = document.querySelector('[data-testid="quote-total"]')!;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      const times: number[] = [];
      for (let i = 0; i < count; i++) {
        const changed = new Promise<number>((resolve) => {
          const observer = new MutationObserver(() => {
            observer.disconnect();
            resolve(performance.now());
          });
          observer.observe(total, { subtree: true, childList: true, characterData: true });
        });
        const started = performance.now();
        setValue.call(input, String(i % 2 === 0 ? 31 : 17));
        input.dispatchEvent(new Event('input', { bubbles: true }));
        times.push((await changed) - started);
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      return times;
    }, KEYSTROKES);

    const scenario = `quote editor, ${SIGNS} signs with tactile text (Chromium)`;
    return [
      { scenario, metric: 'open until interactive, median ms', value: median(openTimes).toFixed(0) },
      {
        scenario,
        metric: 'keystroke in a width until the total changes, median ms',
        value: median(keystrokeTimes).toFixed(1),
      },
      {
        scenario,
        metric: 'keystroke, slowest of ' + KEYSTROKES + ' (ms)',
        value: Math.max(...keystrokeTimes).toFixed(1),
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
