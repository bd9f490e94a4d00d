import { z } from 'zod';

/** The most lines of tactile text on one sign (a directory sign is a list of signs, not one). */
export const MAX_TACTILE_LINES = 8;
/**
 * The longest tactile line, in characters: far past any sign's width at the 5/8 in minimum
 * character height (§703.2.5).
 */
export const MAX_TACTILE_LINE_LENGTH = 40;

/** Control characters (tab, new line, escape, …) cannot be raised on a sign. */
const CONTROL_CHARACTER = /\p{Cc}/u;

/**
 * One line of a sign's tactile text: the raised text (uppercase), the wording its Braille is
 * translated from (mixed case: capitals only where Braille has them; absent on lines saved before
 * lines had one, whose Braille came from the raised text), and the Grade 2 Braille (Unicode cells;
 * '' until translated, or when the table has no Braille for `untranslatable` characters).
 */
export interface TactileLine {
  text: string;
  wording?: string;
  braille: string;
  untranslatable?: string[];
}

/** Where the Braille sits against its text; the ADA Standards (§703.4.1) ask for below. */
export const BRAILLE_POSITIONS = ['below', 'above', 'beside'] as const;
export type BraillePosition = (typeof BRAILLE_POSITIONS)[number];

/** A sign's tactile text: kept in the sign's JSON beside its other fields. */
export interface TactileText {
  lines: TactileLine[];
  braille_position: BraillePosition;
}

export const tactileLineSchema = z.object({
  text: z
    .string()
    .max(MAX_TACTILE_LINE_LENGTH, `A tactile line has at most ${MAX_TACTILE_LINE_LENGTH} characters`)
    .refine((text) => !CONTROL_CHARACTER.test(text), 'A tactile line cannot hold control characters'),
  wording: z
    .string()
    .max(MAX_TACTILE_LINE_LENGTH, `A Braille wording has at most ${MAX_TACTILE_LINE_LENGTH} characters`)
    .refine((text) => !CONTROL_CHARACTER.test(text), 'A Braille wording cannot hold control characters')
    .optional(),
  braille: z
    .string()
    .max(MAX_TACTILE_LINE_LENGTH * 8)
    .default(''),
  untranslatable: z.array(z.string().max(8)).max(MAX_TACTILE_LINE_LENGTH).optional(),
});

export const tactileTextSchema: z.ZodType<TactileText, unknown> = z.object({
  lines: z
    .array(tactileLineSchema)
    .max(MAX_TACTILE_LINES, `A sign has at most ${MAX_TACTILE_LINES} tactile lines`),
  braille_position: z.enum(BRAILLE_POSITIONS).default('below'),
});

/** What is wrong with one typed line before it reaches the schema, for the row's message. */
export function tactileLineProblem(text: string): string | null {
  if (CONTROL_CHARACTER.test(text)) return 'Control characters (tab, new line) cannot be raised on a sign';
  if (Array.from(text).length > MAX_TACTILE_LINE_LENGTH) {
    return `Too long: ${Array.from(text).length} characters, at most ${MAX_TACTILE_LINE_LENGTH}`;
  }
  return null;
}

/** The lines of a text field, one per line; blank lines dropped. */
export function splitTactileLines(typed: string): string[] {
  return typed
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** True when a sign carries tactile text. */
export function hasTactileText(tactile: TactileText | null | undefined): tactile is TactileText {
  return !!tactile && tactile.lines.some((line) => line.text.trim() !== '');
}
