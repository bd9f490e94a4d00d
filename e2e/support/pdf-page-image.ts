import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { SCREENSHOT_DIR } from './test-env.ts';

/**
 * Renders page 1 of a PDF to a PNG with poppler's pdftoppm (Debian's poppler-utils, installed
 * with Chromium by scripts/ensure-chromium.mjs), saved among the screenshots for people to look
 * at, and returned decoded so a test can look for what it printed.
 */
export function renderFirstPage(pdf: Buffer, name: string): PNG {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-page-'));
  try {
    const input = path.join(dir, 'document.pdf');
    fs.writeFileSync(input, pdf);
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '100',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      input,
      path.join(dir, 'page'),
    ]);
    const image = fs.readFileSync(path.join(dir, 'page.png'));
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    fs.writeFileSync(path.join(SCREENSHOT_DIR, `${name}.png`), image);
    return PNG.sync.read(image);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** How many pixels in the region (fractions of the page) have exactly the colour `rgb`. */
export function pixelsOfColour(
  image: PNG,
  rgb: [number, number, number],
  region: { right: number; bottom: number },
): number {
  let found = 0;
  for (let y = 0; y < Math.floor(image.height * region.bottom); y++) {
    for (let x = 0; x < Math.floor(image.width * region.right); x++) {
      const i = (y * image.width + x) * 4;
      if (image.data[i] === rgb[0] && image.data[i + 1] === rgb[1] && image.data[i + 2] === rgb[2]) found++;
    }
  }
  return found;
}
