import type { TactileLine } from './tactile.schema.ts';

/** A word of letters (apostrophes and hyphens inside) between punctuation or digits: ROOM, (ST., 2ND. */
const WORD = /^(\P{L}*)(\p{L}[\p{L}'’-]*)(\P{L}*)$/u;

/**
 * The Braille wording a raised line starts with: its sentence-case form. Raised text is uppercase,
 * but Braille capitalises only the start of a sentence, proper nouns, initials and acronyms, so
 * every word of two or more letters is lowercased and a line that starts with a letter gets it
 * capitalised; single letters and codes with letters between digits (A, B2B) keep their capitals.
 * The person edits the wording for proper nouns and acronyms ("ICU waiting room").
 */
export function sentenceCaseWording(text: string): string {
  const line = text
    .trim()
    .split(/(\s+)/)
    .map((token) => {
      const [, before, word, after] = WORD.exec(token) ?? [];
      if (word === undefined || Array.from(word).length < 2) return token;
      return `${before}${word.toLowerCase()}${after}`;
    })
    .join('');
  return /^\p{L}/u.test(line) ? line.replace(/^\p{L}/u, (first) => first.toUpperCase()) : line;
}

/**
 * What a line's Braille is (or was) translated from: its wording; a line saved before lines had a
 * wording was translated from its raised text.
 */
export const brailleSourceOf = (line: TactileLine): string => line.wording ?? line.text;

/** The most letters of a word in capitals that reads as initials or an acronym (ICU, ADA, CEO). */
const ACRONYM_LETTERS = 3;

/** The words of a Braille wording written in capitals that are longer than an acronym: ROOM in "ROOM 101". */
export function capitalisedWords(wording: string): string[] {
  return wording.split(/\s+/).flatMap((token) => {
    const word = WORD.exec(token)?.[2];
    const letters = Array.from(word?.replace(/['’-]/g, '') ?? '');
    return word && letters.length > ACRONYM_LETTERS && word === word.toUpperCase() ? [word] : [];
  });
}
