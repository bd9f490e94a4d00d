import { createRequire } from 'node:module';

/**
 * pdfkit reads and parses every font file again for each document, and fontkit then decodes the
 * font's layout tables (GSUB, GPOS, glyph outlines) from scratch while the text is measured: about
 * half of a one-page quote's render. A parsed fontkit font is read-only apart from its own caches
 * (tables, glyphs), so each thread parses each file once and every document embeds that one font
 * with its own subset, widths and PDF objects, exactly as pdfkit embeds a freshly parsed one.
 * pdfkit's cache of laid-out words (shaped once, then only read) is shared the same way.
 */

interface EmbeddedFont {
  /** The parsed fontkit font behind pdfkit's embedding. */
  font?: object;
  /** Laid-out words by text: pdfkit reads them and never changes them. */
  layoutCache?: Record<string, unknown>;
}
type EmbeddedFontClass = new (document: PdfKitDocument, font: object, id: string) => EmbeddedFont;

interface PdfKitDocument {
  fontCache: Record<string, Record<string, EmbeddedFont>>;
  _fontFamilies: Record<string, EmbeddedFont>;
  _fontCount: number;
  getFontType(bold: boolean, italics: boolean): string;
  getFontFile(familyName: string, bold: boolean, italics: boolean): unknown;
  validateLocalFile(file: string): void;
  provideFont(familyName: string, bold: boolean, italics: boolean): EmbeddedFont;
}

const require = createRequire(import.meta.url);
// pdfmake's document class: the one its printer creates for every document (pdfmake has no exports map).
const PdfMakeDocument = (require('pdfmake/js/PDFDocument.js') as { default: { prototype: PdfKitDocument } })
  .default;

interface ParsedFont {
  font: object;
  /** pdfkit's embedding class that wraps it. */
  Embedded: EmbeddedFontClass;
  /** Words laid out in this font, shared by the documents (emptied when it grows past the bound). */
  words: Record<string, unknown>;
  documents: number;
}

/** Per font file, its parsed font. */
const parsedFonts = new Map<string, ParsedFont>();

/** Laid-out words kept per font (a few kB each at most), counted every few documents. */
const MAX_CACHED_WORDS = 10_000;
const COUNT_WORDS_EVERY = 32;

function sharedWords(parsed: ParsedFont): Record<string, unknown> {
  parsed.documents += 1;
  if (parsed.documents % COUNT_WORDS_EVERY === 0 && Object.keys(parsed.words).length > MAX_CACHED_WORDS) {
    parsed.words = Object.create(null) as Record<string, unknown>;
  }
  return parsed.words;
}

/** Makes every pdfmake document of this thread embed the fonts parsed by its first one. */
export function shareParsedFonts(): void {
  const provideFont = PdfMakeDocument.prototype.provideFont;
  PdfMakeDocument.prototype.provideFont = function (this: PdfKitDocument, familyName, bold, italics) {
    const type = this.getFontType(bold, italics);
    const provided = this.fontCache[familyName]?.[type];
    if (provided) return provided;
    const file = this.getFontFile(familyName, bold, italics);
    const parsed = typeof file === 'string' ? parsedFonts.get(file) : undefined;
    if (typeof file !== 'string' || !parsed) {
      const font = provideFont.call(this, familyName, bold, italics);
      if (typeof file === 'string' && font.font && font.layoutCache) {
        const Embedded = font.constructor as EmbeddedFontClass;
        parsedFonts.set(file, { font: font.font, Embedded, words: font.layoutCache, documents: 1 });
      }
      return font;
    }
    this.validateLocalFile(file);
    const font = new parsed.Embedded(this, parsed.font, `F${++this._fontCount}`);
    font.layoutCache = sharedWords(parsed);
    this._fontFamilies[file] = font;
    (this.fontCache[familyName] ??= {})[type] = font;
    return font;
  };
}

/** The font files this thread has parsed and shares (for the tests: pdfmake still calls provideFont). */
export const sharedFontFiles = (): string[] => [...parsedFonts.keys()];
