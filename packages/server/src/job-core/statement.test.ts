import { describe, expect, it } from 'vitest';
import { statementFileName } from './statement.ts';

describe('a statement file name', () => {
  const period = { from: '2026-10-01', to: '2026-10-31' } as const;

  it('names the company and the period in plain letters', () => {
    expect(statementFileName({ company: 'Acme Signs, Inc.', ...period })).toBe(
      'statement-acme-signs-inc-2026-10-01-2026-10-31.pdf',
    );
  });

  it('stays short for the longest company name, and names a company without plain letters', () => {
    const name = statementFileName({ company: `${'Riverside '.repeat(20)}`, ...period });
    expect(name.length).toBeLessThanOrEqual(120);
    expect(name).toMatch(/^statement-riverside-.*[a-z]-2026-10-01-2026-10-31\.pdf$/);
    expect(statementFileName({ company: '中文公司', ...period })).toBe(
      'statement-company-2026-10-01-2026-10-31.pdf',
    );
  });
});
