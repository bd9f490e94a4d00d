import { describe, expect, it } from 'vitest';
import { checkedTotals, jobTotals } from './job-totals.ts';

const rows = [
  { id: 1, total_price: 100.1, is_thermoformed: false },
  { id: 2, total_price: 200.2, is_thermoformed: true },
  { id: 3, total_price: 0.1, is_thermoformed: false },
  { id: 4, total_price: 0.2, is_thermoformed: true },
];

describe('jobTotals', () => {
  it('adds all rows; engraved are the rows that are not thermoformed', () => {
    expect(jobTotals(rows)).toEqual({ count: 4, total_price: 300.6, engraved: 100.2, thermoformed: 200.4 });
  });

  it('is zero for no rows', () => {
    expect(jobTotals([])).toEqual({ count: 0, total_price: 0, engraved: 0, thermoformed: 0 });
  });

  it('adds in cents, so many small prices do not drift', () => {
    const many = Array.from({ length: 1000 }, (_, id) => ({ id, total_price: 0.1, is_thermoformed: false }));
    expect(jobTotals(many).total_price).toBe(100);
  });
});

describe('checkedTotals', () => {
  it('adds only the checked rows, growing as more are ticked', () => {
    const checked = new Set([2]);
    expect(checkedTotals(rows, (id) => checked.has(id))).toEqual({
      count: 1,
      total_price: 200.2,
      engraved: 0,
      thermoformed: 200.2,
    });
    checked.add(3);
    expect(checkedTotals(rows, (id) => checked.has(id))).toEqual({
      count: 2,
      total_price: 200.3,
      engraved: 0.1,
      thermoformed: 200.2,
    });
    expect(checkedTotals(rows, () => false).total_price).toBe(0);
  });
});
