import { describe, expect, it } from 'vitest';
import { estimatedMinutes, jobSquareFeet } from './task-estimate.ts';

describe('task estimate', () => {
  it('adds each sign height × width × quantity, in square feet', () => {
    expect(
      jobSquareFeet([
        { height: 12, width: 12, quantity: 3 },
        { height: 6, width: 24, quantity: 1 },
      ]),
    ).toBe(4);
    expect(jobSquareFeet([])).toBe(0);
  });

  it('is setup plus minutes per square foot, rounded to the minute', () => {
    expect(estimatedMinutes(null, { setup_minutes: 15, minutes_per_sqft: 2.5 }, 4.1)).toBe(25);
  });

  it('takes the line’s own minutes when set, and 0 for a process without an estimate', () => {
    expect(estimatedMinutes(40, { setup_minutes: 15, minutes_per_sqft: 2.5 }, 4)).toBe(40);
    expect(estimatedMinutes(null, undefined, 4)).toBe(0);
  });
});
