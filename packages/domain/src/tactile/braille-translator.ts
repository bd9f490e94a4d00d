import type { LiblouisModule } from '../../vendor/liblouis/liblouis.d.mts';

/** The liblouis table list of every translation: Unicode Braille cells, contracted (Grade 2) UEB. */
export const BRAILLE_TABLES = 'unicode.dis,en-ueb-g2.ctb';
/** The blank Braille cell, which liblouis's unicode.dis writes for a space. */
export const BLANK_CELL = '\u2800';

const WIDECHAR_BYTES = 4;
/** UEB is six-dot Braille: an eight-dot cell (as in liblouis's escape `\x1f600`) means no Braille. */
const SIX_DOT_CELL = /^[\u2800-\u283F]$/u;

/** A line in Braille, or the characters of the line the table has no Braille for. */
export type BrailleResult = { ok: true; braille: string } | { ok: false; untranslatable: string[] };

/** Translates one line of sign text to Grade 2 UEB cells. */
export type BrailleTranslator = (text: string) => BrailleResult;

/**
 * The translator over a liblouis module (the WebAssembly build in vendor/liblouis, the same code
 * in the browser and on the server). liblouis writes a character it has no Braille for as an
 * escape such as `'\x4e2d'`, whose backslash comes out as an eight-dot cell; those lines are
 * reported with the characters at fault, not guessed.
 */
export function createBrailleTranslator(louis: LiblouisModule): BrailleTranslator {
  const isBraille = (cells: string) => Array.from(cells).every((cell) => SIX_DOT_CELL.test(cell));
  return (text) => {
    const braille = liblouisTranslate(louis, text);
    if (isBraille(braille)) return { ok: true, braille };
    const distinct = [...new Set(Array.from(text))].filter((c) => c.trim() !== '');
    return { ok: false, untranslatable: distinct.filter((c) => !isBraille(liblouisTranslate(louis, c))) };
  };
}

/** liblouis's lou_translateString over the app's tables: what it writes, as a string. */
function liblouisTranslate(louis: LiblouisModule, text: string): string {
  const chars = Array.from(text);
  if (chars.length === 0) return '';
  const capacity = chars.length * 8 + 64;
  const input = louis._malloc(chars.length * WIDECHAR_BYTES);
  const output = louis._malloc(capacity * WIDECHAR_BYTES);
  const lengths = louis._malloc(8);
  try {
    chars.forEach((c, i) => louis.setValue(input + i * WIDECHAR_BYTES, c.codePointAt(0)!, 'i32'));
    louis.setValue(lengths, chars.length, 'i32');
    louis.setValue(lengths + 4, capacity, 'i32');
    const args = [BRAILLE_TABLES, input, lengths, output, lengths + 4, 0, 0, 0];
    const types = ['string', 'number', 'number', 'number', 'number', 'number', 'number', 'number'];
    if (!louis.ccall('lou_translateString', 'number', types, args)) {
      throw new Error(`liblouis could not load the tables ${BRAILLE_TABLES}`);
    }
    const length = louis.getValue(lengths + 4, 'i32');
    let braille = '';
    for (let i = 0; i < length; i++) {
      braille += String.fromCodePoint(louis.getValue(output + i * WIDECHAR_BYTES, 'i32'));
    }
    return braille;
  } finally {
    louis._free(input);
    louis._free(output);
    louis._free(lengths);
  }
}

let loading: Promise<BrailleTranslator> | undefined;

/**
 * The app's translator, loaded once: the WebAssembly liblouis with its tables (about 650 kB, so
 * the browser loads it only with the quote editor, never on the first page).
 */
export function loadBrailleTranslator(): Promise<BrailleTranslator> {
  loading ??= import('../../vendor/liblouis/liblouis.mjs')
    .then(({ default: createLiblouis }) => createLiblouis())
    .then(createBrailleTranslator);
  return loading;
}
