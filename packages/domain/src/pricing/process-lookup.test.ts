import { describe, expect, it } from 'vitest';
import { processLookup } from './process-lookup.ts';
import { exampleProcess } from './worked-example.fixture.ts';

describe('processLookup', () => {
  it('finds processes by id', () => {
    const lookup = processLookup([exampleProcess]);
    expect(lookup(1)).toBe(exampleProcess);
    expect(lookup(2)).toBeUndefined();
    expect(lookup(null)).toBeUndefined();
    expect(lookup(undefined)).toBeUndefined();
  });
});
