import { z } from 'zod';

/** The largest logo file an admin may upload (512 kB). */
export const SHOP_LOGO_MAX_BYTES = 512 * 1024;
/** The largest width or height a logo may have, in pixels. */
export const SHOP_LOGO_MAX_SIDE = 4000;

export type ShopLogoType = 'image/png' | 'image/jpeg';

/** What the bytes of an image file say about it: its type and its size in pixels. */
export interface ImageFacts {
  content_type: ShopLogoType;
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pngFacts(bytes: Uint8Array): ImageFacts | null {
  if (bytes.length < 24 || PNG_SIGNATURE.some((byte, i) => bytes[i] !== byte)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The first chunk is IHDR: length 13, then width and height as 32-bit big-endian numbers.
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  return { content_type: 'image/png', width: view.getUint32(16), height: view.getUint32(20) };
}

/** Start-of-frame markers (baseline, progressive …) carry a JPEG's size; DHT, JPG and DAC do not. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegFacts(bytes: Uint8Array): ImageFacts | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (isStartOfFrame(marker)) {
      return {
        content_type: 'image/jpeg',
        height: view.getUint16(offset + 5),
        width: view.getUint16(offset + 7),
      };
    }
    offset += 2 + view.getUint16(offset + 2);
  }
  return null;
}

/** An image's type and size read from its bytes (never from its name), or null for anything else. */
export const imageFacts = (bytes: Uint8Array): ImageFacts | null => pngFacts(bytes) ?? jpegFacts(bytes);

/** Why a file cannot be the shop's logo, or null when it can. Messages name the field. */
export function logoProblem(bytes: Uint8Array): string | null {
  if (bytes.length === 0) return 'Logo: The file is empty.';
  if (bytes.length > SHOP_LOGO_MAX_BYTES) return 'Logo: The file is larger than 512 kB.';
  const facts = imageFacts(bytes);
  if (!facts) return 'Logo: The file is not a PNG or JPEG image.';
  if (facts.width < 1 || facts.height < 1) return 'Logo: The image has no pixels.';
  if (Math.max(facts.width, facts.height) > SHOP_LOGO_MAX_SIDE) {
    return `Logo: The image is larger than ${SHOP_LOGO_MAX_SIDE} pixels on a side.`;
  }
  return null;
}

/** The shop's logo as the app shows it: a URL that changes whenever the logo does, and its size. */
export const shopLogoSchema = z.object({
  url: z.string(),
  content_type: z.enum(['image/png', 'image/jpeg']),
  width: z.number().int(),
  height: z.number().int(),
});
export type ShopLogo = z.infer<typeof shopLogoSchema>;
