// The browser tests drive Debian's Chromium at /usr/bin/chromium (no browser downloads here), and
// render PDF pages to images with Debian's poppler-utils (pdftoppm).
// When one is missing: install it as root, or stop with the one command to run.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

export const CHROMIUM = '/usr/bin/chromium';
export const PDFTOPPM = '/usr/bin/pdftoppm';
const NEEDED = [
  { binary: CHROMIUM, apt: 'chromium' },
  { binary: PDFTOPPM, apt: 'poppler-utils' },
];

export function ensureChromium() {
  const missing = NEEDED.filter(({ binary }) => !fs.existsSync(binary));
  if (missing.length === 0) return;
  const install = `apt-get update && apt-get install -y ${missing.map(({ apt }) => apt).join(' ')}`;
  const names = missing.map(({ binary }) => binary).join(' and ');
  if (os.userInfo().uid !== 0) {
    console.error(`${names} missing. Install with:\n  sudo sh -c '${install}'`);
    process.exit(1);
  }
  console.log(`${names} missing: running "${install}" …`);
  execSync(install, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  const still = missing.filter(({ binary }) => !fs.existsSync(binary));
  if (still.length) {
    console.error(`Still missing: ${still.map(({ binary }) => binary).join(', ')}. Run: ${install}`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
