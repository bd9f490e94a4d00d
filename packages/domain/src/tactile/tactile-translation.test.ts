import { describe, expect, it } from 'vitest';
import { loadBrailleTranslator } from './braille-translator.ts';
import { translateTactile } from './tactile-translation.ts';
import {
  MAX_TACTILE_LINE_LENGTH,
  MAX_TACTILE_LINES,
  hasTactileText,
  splitTactileLines,
  tactileTextSchema,
} from './tactile.schema.ts';

const tactileOf = (...texts: string[]) => ({
  lines: texts.map((text) => ({ text, braille: '' })),
  braille_position: 'below' as const,
});

describe('translateTactile', () => {
  it('gives each line its Grade 2 cells', async () => {
    const { tactile, problems } = translateTactile(
      tactileOf('ROOM 101', 'WOMEN'),
      await loadBrailleTranslator(),
    );
    // Raised in capitals, translated from the sentence case: one capital sign, not a capitalised word.
    expect(tactile.lines).toEqual([
      { text: 'ROOM 101', wording: 'Room 101', braille: '⠠⠗⠕⠕⠍⠀⠼⠁⠚⠁' },
      { text: 'WOMEN', wording: 'Women', braille: '⠠⠺⠕⠍⠢' },
    ]);
    expect(problems).toEqual([]);
  });

  it('translates a wording the person wrote, with only its proper capitals', async () => {
    const translate = await loadBrailleTranslator();
    const { tactile } = translateTactile(
      {
        lines: [
          { text: 'ICU WAITING ROOM', wording: 'ICU waiting room', braille: '' },
          { text: 'ROOM 101', wording: '  ', braille: '' },
        ],
        braille_position: 'below',
      },
      translate,
    );
    const icu = translate('ICU waiting room');
    expect(icu.ok && icu.braille.startsWith('⠠⠠⠊⠉⠥')).toBe(true);
    expect(tactile.lines.map((l) => [l.wording, l.braille])).toEqual([
      ['ICU waiting room', icu.ok ? icu.braille : '?'],
      ['Room 101', '⠠⠗⠕⠕⠍⠀⠼⠁⠚⠁'],
    ]);
  });

  it('keeps an untranslatable line’s text, gives it no Braille and names the characters', async () => {
    const { tactile, problems } = translateTactile(
      tactileOf('EXIT', 'ROOM 中 😀'),
      await loadBrailleTranslator(),
    );
    expect(tactile.lines[1]).toEqual({
      text: 'ROOM 中 😀',
      wording: 'Room 中 😀',
      braille: '',
      untranslatable: ['中', '😀'],
    });
    expect(tactile.lines[0]?.braille).toBe('⠠⠑⠭⠊⠞');
    expect(problems).toEqual([
      { line: 2, message: 'Line 2: 中 😀 cannot be written in UEB Grade 2 Braille' },
    ]);
  });

  it('keeps over-long lines and control characters as typed, with a message', async () => {
    const long = 'A'.repeat(MAX_TACTILE_LINE_LENGTH + 1);
    const { tactile, problems } = translateTactile(tactileOf(long, 'ROOM\t1'), await loadBrailleTranslator());
    expect(tactile.lines.map((l) => l.text)).toEqual([long, 'ROOM\t1']);
    expect(problems.map((p) => p.message)).toEqual([
      `Line 1: Too long: ${MAX_TACTILE_LINE_LENGTH + 1} characters, at most ${MAX_TACTILE_LINE_LENGTH}`,
      'Line 2: Control characters (tab, new line) cannot be raised on a sign',
    ]);
  });
});

describe('tactileTextSchema', () => {
  it('accepts 8 lines of 40 characters and defaults the Braille position to below', () => {
    const parsed = tactileTextSchema.parse({
      lines: Array(MAX_TACTILE_LINES).fill({ text: 'A'.repeat(40) }),
    });
    expect(parsed.braille_position).toBe('below');
    expect(parsed.lines[0]).toEqual({ text: 'A'.repeat(40), braille: '' });
  });
  it('refuses a 41-character line, a ninth line and control characters, naming the rule', () => {
    const message = (value: unknown) => tactileTextSchema.safeParse(value).error?.issues[0]?.message;
    expect(message({ lines: [{ text: 'A'.repeat(41) }] })).toBe('A tactile line has at most 40 characters');
    expect(message({ lines: Array(9).fill({ text: 'A' }) })).toBe('A sign has at most 8 tactile lines');
    expect(message({ lines: [{ text: 'ROOM\u0007' }] })).toBe(
      'A tactile line cannot hold control characters',
    );
  });
});

describe('typing lines', () => {
  it('splits a field into trimmed non-blank lines', () => {
    expect(splitTactileLines(' ROOM 101 \n\n WOMEN\r\n')).toEqual(['ROOM 101', 'WOMEN']);
  });
  it('counts a sign as tactile only with a non-blank line', () => {
    expect(hasTactileText(undefined)).toBe(false);
    expect(hasTactileText(tactileOf(' '))).toBe(false);
    expect(hasTactileText(tactileOf('EXIT'))).toBe(true);
  });
});
