import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readListRow } from './unreadable.ts';

const rowSchema = z.object({
  id: z.number().int(),
  total_price: z.number().min(-1_000_000).max(100_000_000),
  shipped_date: z.string().nullable(),
  payments: z.array(z.object({ payment: z.number() })),
  name: z.string(),
});

describe('reading a list row', () => {
  it('keeps a sound row as it is, unflagged', () => {
    const row = { id: 1, total_price: 5, shipped_date: null, payments: [{ payment: 1 }], name: 'A' };
    expect(readListRow(rowSchema, row)).toBe(row);
  });

  it('blanks and names each field it cannot read, keeping the rest', () => {
    const row = {
      id: 2,
      total_price: Number.NaN,
      shipped_date: 7,
      payments: [{ payment: 'lots' }],
      name: 'B',
    };
    expect(readListRow(rowSchema, row)).toEqual({
      id: 2,
      total_price: 0,
      shipped_date: null,
      payments: [],
      name: 'B',
      unreadable: ['total_price', 'shipped_date', 'payments'],
    });
  });

  it('gives up (null) on a row that blanks cannot make readable', () => {
    const strict = z.object({ id: z.number().int().positive() });
    expect(readListRow(strict, { id: Number.NaN })).toBeNull();
  });
});
