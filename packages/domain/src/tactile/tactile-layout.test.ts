import { describe, expect, it } from 'vitest';
import {
  ADA_703,
  brailleLineLength,
  inches,
  tactileHeightNeeded,
  tactileLayoutWarnings,
} from './tactile-layout.ts';
import { sentenceCaseWording } from './braille-wording.ts';
import type { TactileText } from './tactile.schema.ts';
import { summarizeTactile } from './tactile-summary.ts';

const cells = (n: number) => '⠿'.repeat(n);
const sign = (
  lines: { text: string; cells: number }[],
  position: TactileText['braille_position'] = 'below',
) => ({
  lines: lines.map((l) => ({ text: l.text, wording: sentenceCaseWording(l.text), braille: cells(l.cells) })),
  braille_position: position,
});
const rules = (tactile: TactileText, width: number, height: number) =>
  tactileLayoutWarnings(tactile, { width, height }).map((w) => w.rule);

describe('§703.3.1 Braille line length against the sign width (0.241 in cells, 3/8 in margins)', () => {
  // 11 cells × 0.241 = 2.651 in, + 0.75 in margins = 3.401 in
  it('warns with the numbers when the line and margins are wider than the sign', () => {
    expect(tactileLayoutWarnings(sign([{ text: 'ROOM 101', cells: 11 }]), { width: 3, height: 0 })).toEqual([
      {
        rule: '§703.3.1',
        message:
          'Braille line 1 needs 3.4 in: 2.651 in (11 cells at 0.241 in) + 0.75 in margins; sign 3 in wide',
      },
    ]);
  });
  it('passes at exactly the width needed and warns a hundredth narrower', () => {
    expect(rules(sign([{ text: 'ROOM 101', cells: 11 }]), 3.401, 0)).toEqual([]);
    expect(rules(sign([{ text: 'ROOM 101', cells: 11 }]), 3.391, 0)).toEqual(['§703.3.1']);
  });
  it('says the width needed with the decimals that show it is past the sign’s: 3.401 in on a 3.4 in sign', () => {
    expect(tactileLayoutWarnings(sign([{ text: 'ROOM 101', cells: 11 }]), { width: 3.4, height: 0 })).toEqual(
      [
        {
          rule: '§703.3.1',
          message:
            'Braille line 1 needs 3.401 in: 2.651 in (11 cells at 0.241 in) + 0.75 in margins; sign 3.4 in wide',
        },
      ],
    );
  });
  it('measures at the shop’s pitch when it sets the maximum 0.300 in', () => {
    const tactile = sign([{ text: 'ROOM 101', cells: 11 }]);
    const settings = { cellPitch: ADA_703.maxCellPitch, margin: 0.375 };
    expect(tactileLayoutWarnings(tactile, { width: 4.05, height: 0 }, settings)).toEqual([]);
    expect(tactileLayoutWarnings(tactile, { width: 4.04, height: 0 }, settings)[0]?.message).toBe(
      'Braille line 1 needs 4.05 in: 3.3 in (11 cells at 0.3 in) + 0.75 in margins; sign 4.04 in wide',
    );
  });
  it('names each line that is too long, and skips the check while the width is not set', () => {
    const tactile = sign([
      { text: 'A', cells: 2 },
      { text: 'LONG', cells: 16 },
    ]);
    expect(tactileLayoutWarnings(tactile, { width: 3.5, height: 0 }).map((w) => w.message)).toEqual([
      'Braille line 2 needs 4.61 in: 3.856 in (16 cells at 0.241 in) + 0.75 in margins; sign 3.5 in wide',
    ]);
    expect(rules(tactile, 0, 0)).toEqual([]);
  });
});

describe('§703.2.5 / §703.4.1 lines and Braille against the sign height', () => {
  // one line: 0.75 margins + 0.625 text + 0.375 clearance + 0.395 Braille row = 2.145 in
  it('needs 2.145 in for one line and adds 0.625 × 1.35 + 0.395 in for each further line', () => {
    expect(tactileHeightNeeded(1, { cellPitch: 0.241, margin: 0.375 })).toBeCloseTo(2.145, 9);
    expect(tactileHeightNeeded(2, { cellPitch: 0.241, margin: 0.375 })).toBeCloseTo(
      2.145 + 0.84375 + 0.395,
      9,
    );
  });
  it('passes at exactly the height needed and warns just under it, with the numbers', () => {
    expect(rules(sign([{ text: 'EXIT', cells: 5 }]), 0, 2.145)).toEqual([]);
    expect(tactileLayoutWarnings(sign([{ text: 'EXIT', cells: 5 }]), { width: 0, height: 2.14 })).toEqual([
      {
        rule: '§703.2.5',
        message: '1 text line at 0.625 in and their Braille need 2.15 in with margins; sign 2.14 in high',
      },
    ]);
  });
});

describe('§703.2.2 uppercase and §703.4.1 Braille below its text', () => {
  it('warns about a line with lowercase letters, not about digits or punctuation', () => {
    expect(tactileLayoutWarnings(sign([{ text: 'Room 101', cells: 9 }]), { width: 0, height: 0 })).toEqual([
      {
        rule: '§703.2.2',
        message: 'Line 1 "Room 101" has lowercase letters; tactile characters are uppercase',
      },
    ]);
    expect(rules(sign([{ text: "ROOM 101-B, ST. MARY'S", cells: 9 }]), 0, 0)).toEqual([]);
  });
  it('warns when the Braille is above or beside its text', () => {
    expect(rules(sign([{ text: 'EXIT', cells: 5 }], 'above'), 0, 0)).toEqual(['§703.4.1']);
    expect(rules(sign([{ text: 'EXIT', cells: 5 }], 'beside'), 0, 0)).toEqual(['§703.4.1']);
    expect(rules(sign([{ text: 'EXIT', cells: 5 }], 'below'), 0, 0)).toEqual([]);
  });
  it('checks nothing on a sign without tactile lines', () => {
    expect(rules(sign([], 'above'), 1, 1)).toEqual([]);
  });
});

describe('§703.3.1 capitals in Braille', () => {
  const worded = (text: string, wording?: string): TactileText => ({
    lines: [{ text, ...(wording !== undefined && { wording }), braille: '⠿' }],
    braille_position: 'below',
  });
  it('names the words a Braille wording writes in capitals', () => {
    expect(tactileLayoutWarnings(worded('ROOM 101', 'ROOM 101'), { width: 0, height: 0 })).toEqual([
      {
        rule: '§703.3.1',
        message:
          'Braille line 1 writes ROOM in capitals; Braille uses capitals only to start a sentence ' +
          'and for proper nouns, initials and acronyms',
      },
    ]);
    expect(rules(worded('WOMEN EXIT', 'Women EXIT'), 0, 0)).toEqual(['§703.3.1']);
  });
  it('passes sentence case, proper nouns, initials, acronyms and codes', () => {
    for (const wording of [
      'Room 101',
      'St. Mary’s ward',
      'ICU waiting',
      'Room B2',
      'Dr. J. R. Lee',
      'ADA exit',
    ]) {
      expect(rules(worded('X', wording), 0, 0), wording).toEqual([]);
    }
  });
  it('checks the raised text of a line saved before lines had a wording: its Braille came from it', () => {
    expect(rules(worded('ROOM 101'), 0, 0)).toEqual(['§703.3.1']);
  });
});

describe('numbers in the messages', () => {
  it('writes inches with at most two decimals and measures cells × pitch', () => {
    expect([inches(3.856), inches(3.5), inches(3), inches(0.241)]).toEqual([
      '3.86 in',
      '3.5 in',
      '3 in',
      '0.24 in',
    ]);
    expect(brailleLineLength('⠠⠠⠗⠕⠕⠍⠀⠼⠁⠚⠁')).toBeCloseTo(2.651, 9);
  });
});

describe('summarizeTactile', () => {
  it('measures each line with text and writes each warning with its rule', () => {
    const summary = summarizeTactile(
      {
        lines: [
          { text: 'ROOM 101', wording: 'Room 101', braille: '⠠⠗⠕⠕⠍⠀⠼⠁⠚⠁' },
          { text: ' ', braille: '' },
          { text: 'ROOM 中', wording: 'Room 中', braille: '', untranslatable: ['中'] },
          { text: 'ROOM ☃', wording: 'Room ☃', braille: '' },
        ],
        braille_position: 'below',
      },
      { width: 3, height: 0 },
    );
    expect(summary.lines.map(({ text, wording, cells }) => [text, wording, cells])).toEqual([
      ['ROOM 101', 'Room 101', 10],
      ['ROOM 中', 'Room 中', 0],
      ['ROOM ☃', 'Room ☃', 0],
    ]);
    expect(summary.lines[0]!.length).toBeCloseTo(2.41, 9);
    expect(summary.warnings).toEqual([
      'Line 2 has no Braille: the table has no Braille for "中"',
      'Line 3 has no Braille: the table cannot translate "Room ☃"',
      '§703.3.1 Braille line 1 needs 3.16 in: 2.41 in (10 cells at 0.241 in) + 0.75 in margins; sign 3 in wide',
    ]);
  });
});
