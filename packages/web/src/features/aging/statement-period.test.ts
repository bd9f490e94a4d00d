import { describe, expect, it } from 'vitest';
import { previousMonth } from './statement-period.tsx';

describe('previousMonth', () => {
  it('is the whole month before, across a year and a short February', () => {
    expect(previousMonth('2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(previousMonth('2026-03-31')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(previousMonth('2028-03-01')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});
