import { PNG } from 'pngjs';

/**
 * The most pixels a stored PNG logo keeps: enough for the PDF letterhead's 180 × 60 pt box at
 * 240 dpi and the navbar. A PNG is decoded on every PDF render, so a larger one would slow every
 * document down; JPEGs are embedded as they are and kept whole.
 */
export const PNG_LOGO_FIT = { width: 600, height: 200 };

/**
 * A PNG logo scaled down (area average, alpha kept) to fit PNG_LOGO_FIT, or the same bytes when
 * it already fits. Returns the bytes to store and their size in pixels.
 */
export function fitPngLogo(bytes: Buffer): { bytes: Buffer; width: number; height: number } {
  const source = PNG.sync.read(bytes);
  const scale = Math.min(PNG_LOGO_FIT.width / source.width, PNG_LOGO_FIT.height / source.height);
  if (scale >= 1) return { bytes, width: source.width, height: source.height };
  const width = Math.max(1, Math.round(source.width * scale));
  const height = Math.max(1, Math.round(source.height * scale));
  const target = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    const [top, bottom] = [Math.floor(y / scale), Math.min(source.height, Math.ceil((y + 1) / scale))];
    for (let x = 0; x < width; x++) {
      const [left, right] = [Math.floor(x / scale), Math.min(source.width, Math.ceil((x + 1) / scale))];
      // Colours weighted by their opacity, so transparent pixels do not darken the edges.
      const sum = [0, 0, 0, 0];
      for (let sy = top; sy < bottom; sy++) {
        for (let sx = left; sx < right; sx++) {
          const i = (sy * source.width + sx) * 4;
          const alpha = source.data[i + 3]!;
          for (let c = 0; c < 3; c++) sum[c]! += source.data[i + c]! * alpha;
          sum[3]! += alpha;
        }
      }
      const count = (bottom - top) * (right - left);
      const o = (y * width + x) * 4;
      for (let c = 0; c < 3; c++) target.data[o + c] = sum[3] ? Math.round(sum[c]! / sum[3]) : 0;
      target.data[o + 3] = Math.round(sum[3]! / count);
    }
  }
  return { bytes: PNG.sync.write(target), width, height };
}
