import {
  createInlineRenderer,
  createRenderPool,
  type PdfRenderer,
} from '@signshop/server/platform/pdf/render-pool.ts';
import { DEMO_LOGO, drawLogoPng } from '@signshop/server/demo/demo-logo.ts';
import { manySigns, sampleQuote } from '@signshop/server/test/fixtures/sample-documents.ts';
import type { BenchRow } from '../bench-row.ts';

const SIZES = [5, 50, 500];
const BUDGET_MS = 3_000;
const WARM_UP_MS = 1_500;
const MIN_SAMPLES = 5;
const IN_A_ROW = 100;
const IN_A_ROW_SIGNS = 50;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Pages of a PDF written by pdfkit (one "/Type /Page" object per page). */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

/** The sample quote, with the demo shop's logo in its letterhead when `withLogo`. */
function quoteData(signs: number, withLogo = false) {
  const data = sampleQuote(manySigns(signs));
  if (!withLogo) return data;
  const dataUrl = `data:image/png;base64,${drawLogoPng().toString('base64')}`;
  const logo = {
    content_type: 'image/png' as const,
    dataUrl,
    width: DEMO_LOGO.width,
    height: DEMO_LOGO.height,
  };
  return { ...data, shop: { ...data.shop, logo } };
}

async function timeRenders(renderer: PdfRenderer, data: ReturnType<typeof quoteData>) {
  const pages = pageCount(await renderer.render('quote', data));
  // Warm up (a render thread's first documents also load and compile the templates).
  for (const start = performance.now(); performance.now() - start < WARM_UP_MS;) {
    await renderer.render('quote', data);
  }
  const samples: number[] = [];
  const start = performance.now();
  while (samples.length < MIN_SAMPLES || performance.now() - start < BUDGET_MS) {
    const t0 = performance.now();
    await renderer.render('quote', data);
    samples.push(performance.now() - t0);
  }
  return { ms: median(samples), pages };
}

/**
 * The quote PDF at 5, 50 and 500 signs, rendered as the server renders it (on a render thread,
 * data in and bytes out) and, for comparison, on the calling thread; then the process's peak
 * memory while 100 quotes of 50 signs render one after another.
 */
export async function benchQuotePdf(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const pool = createRenderPool({ size: 1 });
  const inline = createInlineRenderer();
  try {
    for (const signs of SIZES) {
      const threaded = await timeRenders(pool, quoteData(signs));
      const direct = await timeRenders(inline, quoteData(signs));
      const scenario = `quote PDF, ${signs} signs (${threaded.pages} pages)`;
      rows.push(
        {
          scenario,
          metric: 'median ms (render thread, as served)',
          value: threaded.ms.toFixed(1),
          goal: signs === 50 ? 'under 100 ms' : undefined,
        },
        {
          scenario,
          metric: 'pages per second (render thread)',
          value: Math.round((threaded.pages * 1000) / threaded.ms).toString(),
        },
        { scenario, metric: 'median ms (calling thread, blocks it)', value: direct.ms.toFixed(1) },
      );
    }

    const withLogo = await timeRenders(pool, quoteData(50, true));
    rows.push({
      scenario: `quote PDF, 50 signs (${withLogo.pages} pages), with the shop's logo`,
      metric: 'median ms (render thread, as served)',
      value: withLogo.ms.toFixed(1),
      goal: 'under 100 ms',
    });

    const data = sampleQuote(manySigns(IN_A_ROW_SIGNS));
    await pool.render('quote', data);
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    const start = performance.now();
    for (let i = 0; i < IN_A_ROW; i++) await pool.render('quote', data);
    const elapsed = performance.now() - start;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const scenario = `${IN_A_ROW} quote PDFs of ${IN_A_ROW_SIGNS} signs in a row (render thread)`;
    const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
    rows.push(
      { scenario, metric: 'peak RSS MB (whole process)', value: mb(peak) },
      { scenario, metric: 'RSS MB before', value: mb(before) },
      { scenario, metric: 'total seconds', value: (elapsed / 1000).toFixed(2) },
    );
  } finally {
    await pool.close();
  }
  return rows;
}
