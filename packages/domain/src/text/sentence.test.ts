import { describe, expect, it } from 'vitest';
import { endSentence } from './sentence.ts';

describe('endSentence', () => {
  it('adds one period, never a second', () => {
    expect(endSentence('Harbor Sign Works')).toBe('Harbor Sign Works.');
    expect(endSentence('Riverside Sign Co.')).toBe('Riverside Sign Co.');
    expect(endSentence('Signs!')).toBe('Signs!');
  });
});
