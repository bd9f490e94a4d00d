import { describe, expect, it } from 'vitest';
import { chosenLogFormat } from './logging.ts';

describe('chosenLogFormat (LOG_FORMAT)', () => {
  it.each([
    ['auto', true, 'pretty'],
    ['auto', false, 'json'],
    ['json', true, 'json'],
    ['json', false, 'json'],
    ['pretty', true, 'pretty'],
    ['pretty', false, 'pretty'],
  ] as const)('%s with a terminal: %s gives %s', (setting, terminal, expected) => {
    expect(chosenLogFormat(setting, terminal)).toBe(expected);
  });
});
