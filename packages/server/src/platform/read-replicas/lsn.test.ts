import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatLsn, lastRecordEnd, parseLsn } from './lsn.ts';

describe('WAL positions', () => {
  it('reads what PostgreSQL writes, in order', () => {
    expect(parseLsn('0/16B3748')).toBe(0x16b3748n);
    expect(parseLsn('1/0')).toBe(1n << 32n);
    expect(parseLsn('FFFFFFFF/FFFFFFFF')).toBe((1n << 64n) - 1n);
    expect(parseLsn('0/FFFFFFFF')! < parseLsn('1/0')!).toBe(true);
  });

  it('reads anything else as no position', () => {
    for (const text of [
      undefined,
      null,
      '',
      '16B3748',
      '0/',
      '/1',
      '0/1/2',
      '0/G',
      '100000000/0',
      ' 0/1',
      '0/1;',
    ])
      expect(parseLsn(text)).toBeNull();
  });

  it('writes back what it reads', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }), (lsn) => {
        expect(parseLsn(formatLsn(lsn))).toBe(lsn);
      }),
    );
  });

  it('takes an insert position just past a page header back to the page boundary, where replay stands', () => {
    const block = 8192n;
    const segment = 16n * 1024n * 1024n;
    expect(lastRecordEnd(3n * block + 24n, block, segment)).toBe(3n * block);
    expect(lastRecordEnd(2n * segment + 40n, block, segment)).toBe(2n * segment);
    for (const insert of [3n * block + 64n, 3n * block, 2n * segment + 48n])
      expect(lastRecordEnd(insert, block, segment)).toBe(insert);
  });
});
