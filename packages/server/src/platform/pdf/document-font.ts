import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The one font family of every document: DejaVu Sans Condensed from the `dejavu-fonts-ttf` package
 * (condensed: about Helvetica's width, so table columns keep their layout),
 * embedded and subset by pdfmake, so any name in Latin Extended, Greek or Cyrillic prints as typed
 * and stays searchable (PDF's built-in Helvetica covers Windows-1252 only).
 */
export const DOCUMENT_FONT = 'DejaVuSansCondensed';

const fontDirectory = path.join(
  path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);
const fontFile = (name: string) => path.join(fontDirectory, `${name}.ttf`);

/** The TrueType files of the family, by pdfmake's style names. */
export const DOCUMENT_FONT_FILES = {
  normal: fontFile('DejaVuSansCondensed'),
  bold: fontFile('DejaVuSansCondensed-Bold'),
  italics: fontFile('DejaVuSansCondensed-Oblique'),
  bolditalics: fontFile('DejaVuSansCondensed-BoldOblique'),
};
