import { cellCount } from './braille-cells.ts';
import {
  brailleLineLength,
  DEFAULT_TACTILE_LAYOUT,
  tactileLayoutWarnings,
  type TactileLayoutSettings,
} from './tactile-layout.ts';
import { brailleSourceOf } from './braille-wording.ts';
import type { TactileLine, TactileText } from './tactile.schema.ts';

/** A tactile line as production reads it: text, cells, how many and how long at the pitch. */
export interface TactileLineSummary {
  text: string;
  /** What the Braille was translated from (mixed case). */
  wording: string;
  braille: string;
  cells: number;
  /** Inches at the cell pitch. */
  length: number;
}

/** A sign's tactile lines with their numbers, and every warning as the row and the PDFs write it. */
export interface TactileSummary {
  lines: TactileLineSummary[];
  warnings: string[];
}

/**
 * The lines that carry text, measured, and the warnings: each failing §703 check ("§703.3.1
 * Braille line 1 …") and each line without Braille (one the table could not translate).
 */
export function summarizeTactile(
  tactile: TactileText,
  size: { width: number; height: number },
  settings: TactileLayoutSettings = DEFAULT_TACTILE_LAYOUT,
): TactileSummary {
  const kept = tactile.lines.filter((line) => line.text.trim() !== '');
  const lines = kept.map((line) => ({
    text: line.text,
    wording: brailleSourceOf(line),
    braille: line.braille,
    cells: cellCount(line.braille),
    length: brailleLineLength(line.braille, settings.cellPitch),
  }));
  const untranslated = kept.flatMap((line, i) =>
    line.braille ? [] : [`Line ${i + 1} has no Braille: ${untranslatedPart(line)}`],
  );
  const layout = tactileLayoutWarnings(tactile, size, settings).map((w) => `${w.rule} ${w.message}`);
  return { lines, warnings: [...untranslated, ...layout] };
}

/** What the table could not translate: the characters when known, else the whole wording. */
function untranslatedPart(line: TactileLine): string {
  const characters = line.untranslatable ?? [];
  if (characters.length === 0) return `the table cannot translate "${brailleSourceOf(line)}"`;
  return `the table has no Braille for ${characters.map((c) => `"${c}"`).join(', ')}`;
}
