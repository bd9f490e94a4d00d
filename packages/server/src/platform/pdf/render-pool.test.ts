import { afterEach, describe, expect, it } from 'vitest';
import { createRenderPool, type PdfRenderer } from './render-pool.ts';
import { manySigns, sampleQuote } from '../../../test/fixtures/sample-documents.ts';

const pools: PdfRenderer[] = [];
const pool = (options: Parameters<typeof createRenderPool>[0]) => {
  const created = createRenderPool(options);
  pools.push(created);
  return created;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';

describe('the render pool', () => {
  it('renders more documents than it has threads, each a whole PDF', async () => {
    const renderer = pool({ size: 2 });
    const pdfs = await Promise.all(
      [1, 5, 20, 3, 8].map((signs) => renderer.render('quote', sampleQuote(manySigns(signs)))),
    );
    expect(pdfs.every(isPdf)).toBe(true);
    expect(pdfs[2]!.length).toBeGreaterThan(pdfs[0]!.length);
  });

  it('refuses work beyond its waiting room with 429 instead of queueing without end', async () => {
    const renderer = pool({ size: 1, maxWaiting: 1 });
    const data = sampleQuote();
    const first = renderer.render('quote', data);
    const second = renderer.render('quote', data);
    await expect(renderer.render('quote', data)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect((await Promise.all([first, second])).every(isPdf)).toBe(true);
  });

  it('ends a render that takes too long', async () => {
    const renderer = pool({ size: 1, timeoutMs: 1 });
    await expect(renderer.render('quote', sampleQuote(manySigns(200)))).rejects.toThrow(/longer than 1 ms/);
  });

  it('reports a template that fails', async () => {
    const renderer = pool({ size: 1 });
    await expect(renderer.render('quote', { broken: true } as never)).rejects.toThrow(/PDF rendering failed/);
    expect(isPdf(await renderer.render('quote', sampleQuote()))).toBe(true);
  });

  it('refuses work once closed', async () => {
    const renderer = pool({ size: 1 });
    await renderer.close();
    await expect(renderer.render('quote', sampleQuote())).rejects.toThrow(/closed/);
  });
});
