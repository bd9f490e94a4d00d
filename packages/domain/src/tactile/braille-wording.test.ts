import { describe, expect, it } from 'vitest';
import { capitalisedWords, sentenceCaseWording } from './braille-wording.ts';

describe('sentenceCaseWording', () => {
  it('lowercases the words of a raised line and capitalises its first letter', () => {
    expect(sentenceCaseWording('ROOM 101')).toBe('Room 101');
    expect(sentenceCaseWording('  LEFT & RIGHT  ')).toBe('Left & right');
    expect(sentenceCaseWording("(ST. MARY'S WARD), 2ND")).toBe("(st. mary's ward), 2nd");
    expect(sentenceCaseWording("ST. MARY'S WARD")).toBe("St. mary's ward");
  });
  it('keeps single letters and codes with digits as raised', () => {
    expect(sentenceCaseWording('ROOM A')).toBe('Room A');
    expect(sentenceCaseWording('SUITE 101A, LEVEL B2B')).toBe('Suite 101A, level B2B');
    expect(sentenceCaseWording('101 EXIT')).toBe('101 exit');
  });
});

describe('capitalisedWords', () => {
  it('finds words of four or more letters in capitals', () => {
    expect(capitalisedWords('ROOM 101')).toEqual(['ROOM']);
    expect(capitalisedWords('WOMEN’S ROOM')).toEqual(['WOMEN’S', 'ROOM']);
  });
  it('leaves initials, acronyms, single letters and mixed case alone', () => {
    expect(capitalisedWords('ICU waiting room, ADA exit, Room B, J. R. Lee')).toEqual([]);
  });
});
