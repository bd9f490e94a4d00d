import { describe, expect, it } from 'vitest';
import { loadBrailleTranslator } from './braille-translator.ts';
import phrasesText from './corpus/phrases.txt?raw';
import expectedText from './corpus/expected-ueb-g2.txt?raw';

const linesOf = (text: string) => text.replace(/\n$/, '').split('\n');

describe('Grade 2 UEB translation against Debian lou_translate 3.24.0 (corpus/README.md)', () => {
  const phrases = linesOf(phrasesText);
  const expected = linesOf(expectedText);

  it('has at least 300 phrases, each with its reference translation', () => {
    expect(phrases.length).toBeGreaterThanOrEqual(300);
    expect(expected).toHaveLength(phrases.length);
  });

  it('matches the reference on 100 % of the corpus', async () => {
    const translate = await loadBrailleTranslator();
    const differences = phrases
      .map((phrase, i) => ({ phrase, expected: expected[i], got: translate(phrase) }))
      .filter(({ expected, got }) => !(got.ok && got.braille === expected));
    expect(differences).toEqual([]);
  });
});
