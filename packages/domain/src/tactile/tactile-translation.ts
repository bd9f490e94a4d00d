import type { BrailleTranslator } from './braille-translator.ts';
import { tactileLineProblem, type TactileText } from './tactile.schema.ts';

/** A line the translator refused or the schema would: its number (from 1) and the message. */
export interface TactileLineProblem {
  line: number;
  message: string;
}

/**
 * The tactile text with each line's Braille from the translator. A line with a problem keeps its
 * text (nothing typed is lost) and gets no Braille; the problem says why.
 */
export function translateTactile(
  tactile: TactileText,
  translate: BrailleTranslator,
): { tactile: TactileText; problems: TactileLineProblem[] } {
  const problems: TactileLineProblem[] = [];
  const lines = tactile.lines.map((line, i) => {
    const problem = tactileLineProblem(line.text);
    if (problem) {
      problems.push({ line: i + 1, message: `Line ${i + 1}: ${problem}` });
      return { text: line.text, braille: '' };
    }
    const result = translate(line.text.trim());
    if (result.ok) return { text: line.text, braille: result.braille };
    const which = result.untranslatable.length ? result.untranslatable.join(' ') : 'some characters';
    problems.push({
      line: i + 1,
      message: `Line ${i + 1}: ${which} cannot be written in UEB Grade 2 Braille`,
    });
    return { text: line.text, braille: '' };
  });
  return { tactile: { ...tactile, lines }, problems };
}
