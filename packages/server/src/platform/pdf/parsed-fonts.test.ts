import { describe, expect, it } from 'vitest';
import { DOCUMENT_FONT_FILES } from './document-font.ts';
import { sharedFontFiles } from './parsed-fonts.ts';
import { renderTemplate } from './render-template.ts';
import { manySigns, sampleDocuments, sampleQuote } from '../../../test/fixtures/sample-documents.ts';
import { pdfPages } from '../../../test/support/pdf-test-helpers.ts';

/** A PDF's bytes without what changes with the clock: the creation date and the ID made from it. */
const timeless = (pdf: Buffer) =>
  pdf
    .toString('latin1')
    .replace(/D:\d{14}Z/g, 'D:')
    .replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/, '/ID []');

describe('fonts parsed once per thread', () => {
  it('give a document the same bytes after other documents as on its own', async () => {
    const quote = sampleQuote(manySigns(3));
    const alone = await renderTemplate('quote', quote);
    // Other documents use other glyphs, bold and italic text, and more pages.
    for (const document of sampleDocuments()) {
      await renderTemplate(document.name, document.data as never);
    }
    const afterOthers = await renderTemplate('quote', quote);
    expect(timeless(afterOthers)).toBe(timeless(alone));
    // The sharing is in force (a pdfmake that no longer calls provideFont would skip it silently).
    expect(sharedFontFiles()).toEqual(
      expect.arrayContaining([DOCUMENT_FONT_FILES.normal, DOCUMENT_FONT_FILES.bold]),
    );
  });

  it('print every document in full while several render at once', async () => {
    const [first, second] = await Promise.all([
      renderTemplate('quote', sampleQuote(manySigns(40))),
      renderTemplate('quote', {
        ...sampleQuote(),
        quote: { ...sampleQuote().quote, job_name: 'Ωmega Лобби' },
      }),
    ]);
    expect((await pdfPages(first)).length).toBeGreaterThan(1);
    expect((await pdfPages(second))[0]).toContain('Ωmega Лобби');
  });
});
