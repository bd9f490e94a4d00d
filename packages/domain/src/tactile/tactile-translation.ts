import type { BrailleTranslator } from './braille-translator.ts';
import { sentenceCaseWording } from './braille-wording.ts';
import { tactileLineProblem, type TactileText } from './tactile.schema.ts';

/** A line the translator refused or the schema would: its number (from 1) and the message. */
export interface TactileLineProblem {
  line: number;
  message: string;
}

/**
 * The tactile text with each line's Braille translated from its wording (the sentence case of its
 * raised text when none is given). A line with a problem keeps its text and wording (nothing typed
 * is lost) and gets no Braille; the problem says why, naming the characters at fault.
 */
export function translateTactile(
  tactile: TactileText,
  translate: BrailleTranslator,
): { tactile: TactileText; problems: TactileLineProblem[] } {
  const problems: TactileLineProblem[] = [];
  const lines = tactile.lines.map((line, i) => {
    const wording = line.wording?.trim() || sentenceCaseWording(line.text);
    const problem = tactileLineProblem(line.text) ?? tactileLineProblem(wording);
    if (problem) {
      problems.push({ line: i + 1, message: `Line ${i + 1}: ${problem}` });
      return { text: line.text, wording, braille: '' };
    }
    const result = translate(wording);
    if (result.ok) return { text: line.text, wording, braille: result.braille };
    const which = result.untranslatable.length ? result.untranslatable.join(' ') : 'some characters';
    problems.push({
      line: i + 1,
      message: `Line ${i + 1}: ${which} cannot be written in UEB Grade 2 Braille`,
    });
    return {
      text: line.text,
      wording,
      braille: '',
      ...(result.untranslatable.length > 0 && { untranslatable: result.untranslatable }),
    };
  });
  return { tactile: { ...tactile, lines }, problems };
}
