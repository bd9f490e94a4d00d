import { describe, expect, it } from 'vitest';
import { fileTypeOf, FILE_TYPE_HEAD_BYTES } from './file-type.ts';

const latin1 = (text: string) => Array.from(text, (c) => c.charCodeAt(0));
const bytes = (...parts: Array<string | number[]>) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? latin1(part) : part)));

describe('fileTypeOf', () => {
  it.each([
    ['image/png', bytes([0x89], 'PNG\r\n', [0x1a, 0x0a, 0, 0, 0, 13])],
    ['image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF')],
    ['image/gif', bytes('GIF89a', [1, 0])],
    ['image/gif', bytes('GIF87a')],
    ['image/webp', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 ')],
    ['image/tiff', bytes('II', [0x2a, 0])],
    ['image/tiff', bytes('MM', [0, 0x2a])],
    ['application/pdf', bytes('%PDF-1.7\n')],
  ])('reads %s from its signature', (type, head) => {
    expect(fileTypeOf(head)).toBe(type);
  });

  it.each([
    ['HTML', '<!doctype html><script>alert(1)</script>'],
    ['SVG', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
    ['XML', '<?xml version="1.0"?>'],
    ['JavaScript', 'alert(document.cookie)'],
    ['a RIFF that is not WebP', 'RIFF\u0001\u0002\u0003\u0004WAVE'],
    ['a truncated PNG signature', '\u0089PNG'],
    ['nothing', ''],
  ])('serves %s as application/octet-stream', (_, text) => {
    expect(fileTypeOf(bytes(text))).toBe('application/octet-stream');
  });

  it('needs no more than FILE_TYPE_HEAD_BYTES bytes', () => {
    expect(fileTypeOf(bytes('RIFF', [1, 2, 3, 4], 'WEBP').subarray(0, FILE_TYPE_HEAD_BYTES))).toBe(
      'image/webp',
    );
  });
});
