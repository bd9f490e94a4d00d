import { describe, expect, it } from 'vitest';
import { dueDate } from './due-date.ts';

describe('dueDate', () => {
  it('adds the payment days to the shipped date', () => {
    expect(dueDate('2024-01-15', 30)).toBe('2024-02-14');
    expect(dueDate('2024-12-15', 60)).toBe('2025-02-13');
    expect(dueDate('2024-01-15', 0)).toBe('2024-01-15');
  });

  it('defaults to Net 30', () => {
    expect(dueDate('2024-02-01')).toBe('2024-03-02');
  });
});
