import { describe, expect, it } from 'vitest';
import { DEFAULT_FOLDERS, isSafeFileName, jobFileSchema } from './file.schema.ts';

describe('job files', () => {
  it('keeps names inside the job folder', () => {
    expect(isSafeFileName('Production/cut list.pdf')).toBe(true);
    for (const bad of ['../x', 'a/../../x', '/etc/passwd', 'a\\b', 'a\0b', '', 'a//b', './a']) {
      expect(isSafeFileName(bad)).toBe(false);
    }
    expect(jobFileSchema.safeParse({ id: 1, name: '../x', quote_id: 1 }).success).toBe(false);
  });

  it('has the default folders', () => {
    expect(DEFAULT_FOLDERS).toContain('Shipping + Billing');
    expect(DEFAULT_FOLDERS.every(isSafeFileName)).toBe(true);
  });
});
