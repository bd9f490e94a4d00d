import { PNG } from 'pngjs';

type Rgb = [number, number, number];

export interface LogoDrawing {
  width: number;
  height: number;
  /** The badge's colour, and the colour of the arrow sign drawn on it. */
  badge: Rgb;
  mark: Rgb;
}

/** The demo shop's colours: a navy badge with an amber arrow sign. */
export const DEMO_LOGO: LogoDrawing = { width: 240, height: 96, badge: [31, 58, 95], mark: [242, 169, 0] };

/** Whether (x, y) lies in a rounded rectangle of radius r spanning the whole image. */
function inRoundedBadge(x: number, y: number, width: number, height: number, r: number) {
  const cx = Math.min(Math.max(x, r), width - 1 - r);
  const cy = Math.min(Math.max(y, r), height - 1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

/** Whether (x, y) lies on the signpost: a post, a board pointing right and one pointing left. */
function inArrowSign(x: number, y: number, width: number, height: number) {
  const u = x / width;
  const v = y / height;
  const post = u > 0.47 && u < 0.53 && v > 0.12 && v < 0.88;
  const right = v > 0.2 && v < 0.44 && u > 0.3 && u < 0.82 - Math.abs(v - 0.32) * 0.9;
  const left = v > 0.52 && v < 0.76 && u < 0.7 && u > 0.18 + Math.abs(v - 0.64) * 0.9;
  return post || right || left;
}

/**
 * A small PNG logo drawn in code (no image asset to keep): a rounded badge with a signpost on it
 * and transparent corners. The demo shop's logo, and the tests' logo of a known size.
 */
export function drawLogoPng(drawing: LogoDrawing = DEMO_LOGO): Buffer {
  const { width, height } = drawing;
  const png = new PNG({ width, height });
  const radius = Math.round(Math.min(width, height) / 5);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const inside = inRoundedBadge(x, y, width, height, radius);
      const [r, g, b] = inArrowSign(x, y, width, height) ? drawing.mark : drawing.badge;
      png.data[i] = r;
      png.data[i + 1] = g;
      png.data[i + 2] = b;
      png.data[i + 3] = inside ? 255 : 0;
    }
  }
  return PNG.sync.write(png);
}
