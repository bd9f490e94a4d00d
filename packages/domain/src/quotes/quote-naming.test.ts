import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { appendSection, nameForInsertedSign, nameForNewSubsign, nextSequenceName } from './quote-naming.ts';

const sections = (name: string) => name.split(/[-._ /]/);

describe('nextSequenceName', () => {
  it.each([
    ['A', undefined, 'B'],
    ['Z', undefined, 'AA'],
    ['AZ', undefined, 'BA'],
    ['ZZ', undefined, 'AAA'],
    ['a', undefined, 'b'],
    ['z', undefined, 'aa'],
    ['9', undefined, '10'],
    ['A9', undefined, 'A10'],
    ['A09', undefined, 'A10'],
    ['A0099', undefined, 'A0100'],
    ['1-Z', undefined, '1-AA'],
    ['A-1', undefined, 'A-2'],
    ['2.9', undefined, '2.10'],
    ['Lobby 3', undefined, 'Lobby 4'],
    ['', undefined, 'A'],
    ['#', undefined, '#A'],
    ['A', 'B', 'A-1'],
    ['A', 'b', 'A-1'],
    ['A', 'C', 'B'],
    ['A-1', 'A-2', 'A-1-A'],
    ['1', '2', '1-A'],
    ['2.1', '2.2', '2.1.A'],
  ])('%j (comparison %j) → %j', (name, comparison, next) => {
    expect(nextSequenceName(name, comparison)).toBe(next);
  });

  it('appends a section of the other kind', () => {
    expect(appendSection('B')).toBe('B-1');
    expect(appendSection('B.2')).toBe('B.2.A');
  });

  it('names inserted signs and new sub-parts', () => {
    expect(nameForInsertedSign([], 0)).toBe('A');
    expect(nameForInsertedSign(['A', 'B'], 1)).toBe('C');
    expect(nameForInsertedSign(['A', 'B'], 0)).toBe('A-1');
    expect(nameForNewSubsign('C', [])).toBe('C-1');
    expect(nameForNewSubsign('C', ['C-1', 'C-2'])).toBe('C-3');
  });

  const name = fc.stringMatching(/^[A-Za-z0-9#]{0,4}([-._ /][A-Za-z0-9#]{0,4}){0,3}$/);

  it('never returns the same name and keeps its sections', () => {
    fc.assert(
      fc.property(name, (n) => {
        const next = nextSequenceName(n);
        expect(next).not.toBe(n);
        expect(sections(next).length).toBe(sections(n).length);
        expect(sections(next).slice(0, -1)).toEqual(sections(n).slice(0, -1));
      }),
    );
  });

  it('adds one section when the next name would equal the comparison', () => {
    fc.assert(
      fc.property(name, (n) => {
        const next = nextSequenceName(n, nextSequenceName(n));
        expect(next).not.toBe(nextSequenceName(n));
        expect(sections(next).length).toBe(sections(n).length + 1);
        expect(sections(next).slice(0, -1)).toEqual(sections(n));
      }),
    );
  });
});
