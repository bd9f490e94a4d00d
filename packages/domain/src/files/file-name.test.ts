import { describe, expect, it } from 'vitest';
import { cleanFileName } from './file-name.ts';
import { formatFileSize } from './file-size.ts';

describe('cleanFileName', () => {
  it('turns runs of control characters into one space and trims the ends', () => {
    expect(cleanFileName('Production/cut\r\nlist.pdf')).toBe('Production/cut list.pdf');
    expect(cleanFileName('\tproof\u001b[31m.pdf\u007f\u0085')).toBe('proof [31m.pdf');
  });

  it('removes bidirectional controls', () => {
    expect(cleanFileName('report\u202Egnp.exe')).toBe('reportgnp.exe');
  });

  it('keeps NUL, for isSafeFileName to refuse, and leaves ordinary names as they are', () => {
    expect(cleanFileName('a\0b.txt')).toBe('a\0b.txt');
    expect(cleanFileName('看板の最終校正 (2).pdf')).toBe('看板の最終校正 (2).pdf');
  });
});

describe('formatFileSize', () => {
  it('writes sizes in B, KB, MB and GB', () => {
    expect(formatFileSize(532)).toBe('532 B');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(3.5 * 1024 * 1024)).toBe('3.5 MB');
    expect(formatFileSize(5 * 1024 ** 3)).toBe('5 GB');
  });
});
