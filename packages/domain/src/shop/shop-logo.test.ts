import { describe, expect, it } from 'vitest';
import { imageFacts, logoProblem, SHOP_LOGO_MAX_BYTES } from './shop-logo.ts';

/** A PNG's signature and IHDR chunk for an image of the given size (enough to read its facts). */
const pngHead = (width: number, height: number) => {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
};
/** A JPEG whose size sits in a progressive frame header (SOF2) after an EXIF-like APP1 segment. */
const progressiveJpeg = new Uint8Array([
  ...[0xff, 0xd8, 0xff, 0xe1, 0x00, 0x06, 1, 2, 3, 4],
  ...[0xff, 0xc4, 0x00, 0x04, 0, 0],
  ...[0xff, 0xc2, 0x00, 0x0b, 0x08, 0x01, 0x2c, 0x03, 0x20, 0x01, 1, 0x11, 0],
  ...[0xff, 0xd9],
]);

const ascii = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));

describe('the facts of a logo file, read from its bytes', () => {
  it('reads a PNG and a JPEG with their width and height', () => {
    expect(imageFacts(pngHead(300, 100))).toEqual({ content_type: 'image/png', width: 300, height: 100 });
    expect(imageFacts(progressiveJpeg)).toEqual({ content_type: 'image/jpeg', width: 800, height: 300 });
  });

  it('knows nothing of a GIF, an SVG or text, whatever its name', () => {
    expect(imageFacts(ascii('GIF89a\u0001\u0000'))).toBeNull();
    expect(imageFacts(ascii('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageFacts(new Uint8Array([0xff, 0xd8, 0xff]))).toBeNull();
  });

  it('names the field and the limit of what it refuses', () => {
    expect(logoProblem(pngHead(300, 100))).toBeNull();
    expect(logoProblem(new Uint8Array())).toBe('Logo: The file is empty.');
    expect(logoProblem(new Uint8Array(SHOP_LOGO_MAX_BYTES + 1))).toBe(
      'Logo: The file is larger than 512 kB.',
    );
    expect(logoProblem(pngHead(0, 100))).toBe('Logo: The image has no pixels.');
    expect(logoProblem(pngHead(4001, 100))).toBe('Logo: The image is larger than 4000 pixels on a side.');
  });
});
