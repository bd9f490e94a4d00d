import { describe, expect, it } from 'vitest';
import { dayLoad, formatMinutes, formatPlanDay } from './plan-format.ts';

describe('plan format', () => {
  it('writes minutes as hours and minutes', () => {
    expect(formatMinutes(320)).toBe('5 h 20 min');
    expect(formatMinutes(480)).toBe('8 h');
    expect(formatMinutes(45)).toBe('45 min');
  });

  it('names the day of the week', () => {
    expect(formatPlanDay('2026-11-30')).toBe('Mon 11/30');
  });

  it('says in words when a day is over capacity, not only in colour', () => {
    expect(dayLoad(240, 480)).toEqual({ over: false, percent: 50, text: '4 h of 8 h' });
    expect(dayLoad(540, 480)).toEqual({ over: true, percent: 100, text: 'Over by 1 h (9 h of 8 h)' });
    expect(dayLoad(0, 0)).toEqual({ over: false, percent: 0, text: 'Day off' });
    expect(dayLoad(30, 0)).toMatchObject({ over: true, text: 'Day off, 30 min planned' });
  });
});
