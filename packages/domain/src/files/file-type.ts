/**
 * The media types a job file is served as, read from its first bytes: a short allow-list of image
 * and PDF signatures; anything else is application/octet-stream. What the uploader claimed is never
 * used, so a file can never be served as HTML, SVG or a script.
 */
export const SERVED_FILE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/tiff',
  'application/pdf',
] as const;
export type ServedFileType = (typeof SERVED_FILE_TYPES)[number] | 'application/octet-stream';

/** How many leading bytes fileTypeOf reads. */
export const FILE_TYPE_HEAD_BYTES = 12;

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

/** Each type's signature: bytes at an offset (null matches any byte). */
const SIGNATURES: Array<{ type: ServedFileType; at: number; bytes: Array<number | null> }> = [
  { type: 'image/png', at: 0, bytes: [0x89, ...ascii('PNG\r\n'), 0x1a, 0x0a] },
  { type: 'image/jpeg', at: 0, bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', at: 0, bytes: ascii('GIF87a') },
  { type: 'image/gif', at: 0, bytes: ascii('GIF89a') },
  { type: 'image/webp', at: 0, bytes: [...ascii('RIFF'), null, null, null, null, ...ascii('WEBP')] },
  { type: 'image/tiff', at: 0, bytes: [...ascii('II'), 0x2a, 0x00] },
  { type: 'image/tiff', at: 0, bytes: [...ascii('MM'), 0x00, 0x2a] },
  { type: 'application/pdf', at: 0, bytes: ascii('%PDF-') },
];

/** The served type of a file whose content starts with `head` (at least FILE_TYPE_HEAD_BYTES when the file is that long). */
export function fileTypeOf(head: Uint8Array): ServedFileType {
  const match = SIGNATURES.find(({ at, bytes }) =>
    bytes.every((byte, i) => at + i < head.length && (byte === null || head[at + i] === byte)),
  );
  return match?.type ?? 'application/octet-stream';
}
