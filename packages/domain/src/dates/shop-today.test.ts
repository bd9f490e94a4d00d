import { describe, expect, it } from 'vitest';
import { shopToday } from './shop-today.ts';

describe('shopToday', () => {
  it("gives the shop's calendar date, not the server's", () => {
    const lateEveningInNewYork = new Date('2026-03-01T03:30:00Z');
    expect(shopToday('America/New_York', lateEveningInNewYork)).toBe('2026-02-28');
    expect(shopToday('UTC', lateEveningInNewYork)).toBe('2026-03-01');
  });

  it('keeps each time zone apart when asked again (one formatter per zone)', () => {
    const noonInTokyoNextDay = new Date('2026-03-01T03:00:00Z');
    for (let round = 0; round < 2; round++) {
      expect(shopToday('Asia/Tokyo', noonInTokyoNextDay)).toBe('2026-03-01');
      expect(shopToday('America/Los_Angeles', noonInTokyoNextDay)).toBe('2026-02-28');
    }
  });
});
