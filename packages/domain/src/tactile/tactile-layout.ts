import { cellCount } from './braille-cells.ts';
import { brailleSourceOf, capitalisedWords } from './braille-wording.ts';
import type { TactileText } from './tactile.schema.ts';

/**
 * The ADA 2010 Standards §703 dimensions the app checks a sign against, in inches.
 * Cell pitch: §703.3.1 Table 703.3.1, distance between corresponding dots in adjacent cells,
 * 0.241-0.300 (the minimum unless the shop sets another); Braille row pitch: same table, cells
 * directly below, 0.395 min; character height: §703.2.5, 5/8 in min (uppercase I); line spacing:
 * §703.2.9, 135 % of the character height min; Braille 3/8 in from its text and from the
 * sign's edges and borders: §703.4.1 and §703.4.2.
 */
export const ADA_703 = {
  minCellPitch: 0.241,
  maxCellPitch: 0.3,
  brailleRowPitch: 0.395,
  minCharacterHeight: 0.625,
  lineSpacing: 1.35,
  brailleClearance: 0.375,
} as const;

/** What the shop may set: the cell pitch it raises Braille at and its edge margin. */
export interface TactileLayoutSettings {
  cellPitch: number;
  margin: number;
}

export const DEFAULT_TACTILE_LAYOUT: TactileLayoutSettings = {
  cellPitch: ADA_703.minCellPitch,
  margin: ADA_703.brailleClearance,
};

/** A failing §703 check: the rule's number and the numbers that break it. Never blocks a save. */
export interface TactileWarning {
  rule: string;
  message: string;
}

/** Inches as a sign maker reads them: at most 2 decimals (3 for a cell pitch), no trailing zeros. */
export function inches(value: number, decimals = 2): string {
  return `${Number(value.toFixed(decimals))} in`;
}

/**
 * A length that passes a limit, with enough decimals (up to 4) that it reads as past it: 3.401 in
 * against a 3.4 in sign, where two decimals would show 3.4 and look as if it fits.
 */
export function inchesPast(value: number, limit: number): string {
  for (const decimals of [2, 3]) {
    if (Number(value.toFixed(decimals)) > limit) return inches(value, decimals);
  }
  return inches(value, 4);
}

/** A Braille line's length at the cell pitch: cells × pitch. */
export function brailleLineLength(braille: string, cellPitch = DEFAULT_TACTILE_LAYOUT.cellPitch): number {
  return cellCount(braille) * cellPitch;
}

/** The height the lines and their Braille need, margins included (text above, Braille below). */
export function tactileHeightNeeded(lineCount: number, settings: TactileLayoutSettings): number {
  if (lineCount === 0) return 0;
  const text = lineCount * ADA_703.minCharacterHeight;
  const leading = (lineCount - 1) * ADA_703.minCharacterHeight * (ADA_703.lineSpacing - 1);
  const braille = lineCount * ADA_703.brailleRowPitch;
  return 2 * settings.margin + text + leading + ADA_703.brailleClearance + braille;
}

/** Past a size by more than rounding noise. */
const exceeds = (needed: number, available: number) => needed - available > 1e-9;

/** The §703 checks of a sign's tactile text against its size (width and height in inches; 0 = not set). */
export function tactileLayoutWarnings(
  tactile: TactileText,
  size: { width: number; height: number },
  settings: TactileLayoutSettings = DEFAULT_TACTILE_LAYOUT,
): TactileWarning[] {
  const lines = tactile.lines.filter((line) => line.text.trim() !== '');
  const warnings: TactileWarning[] = [];
  lines.forEach((line, i) => {
    if (/\p{Ll}/u.test(line.text)) {
      warnings.push({
        rule: '§703.2.2',
        message: `Line ${i + 1} "${line.text}" has lowercase letters; tactile characters are uppercase`,
      });
    }
  });
  lines.forEach((line, i) => {
    const capitals = capitalisedWords(brailleSourceOf(line));
    if (capitals.length > 0) {
      warnings.push({
        rule: '§703.3.1',
        message:
          `Braille line ${i + 1} writes ${capitals.join(', ')} in capitals; Braille uses capitals only ` +
          'to start a sentence and for proper nouns, initials and acronyms',
      });
    }
  });
  if (size.width > 0) {
    lines.forEach((line, i) => {
      const length = brailleLineLength(line.braille, settings.cellPitch);
      const needed = length + 2 * settings.margin;
      if (exceeds(needed, size.width)) {
        warnings.push({
          rule: '§703.3.1',
          message:
            `Braille line ${i + 1} needs ${inchesPast(needed, size.width)}: ${inches(length, 3)} ` +
            `(${cellCount(line.braille)} cells at ${inches(settings.cellPitch, 3)}) + ` +
            `${inches(2 * settings.margin)} margins; sign ${inches(size.width)} wide`,
        });
      }
    });
  }
  const needed = tactileHeightNeeded(lines.length, settings);
  if (size.height > 0 && exceeds(needed, size.height)) {
    warnings.push({
      rule: '§703.2.5',
      message:
        `${lines.length} text line${lines.length === 1 ? '' : 's'} at ${inches(ADA_703.minCharacterHeight, 3)} ` +
        `and their Braille need ${inchesPast(needed, size.height)} with margins; sign ${inches(size.height)} high`,
    });
  }
  if (lines.length > 0 && tactile.braille_position !== 'below') {
    warnings.push({
      rule: '§703.4.1',
      message: `Braille is ${tactile.braille_position} its text; it must be below the text`,
    });
  }
  return warnings;
}
