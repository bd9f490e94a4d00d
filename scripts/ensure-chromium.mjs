// The browser tests drive Debian's Chromium at /usr/bin/chromium (no browser downloads here).
// When it is missing: install it as root, or stop with the one command to run.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

export const CHROMIUM = '/usr/bin/chromium';
const INSTALL = 'apt-get update && apt-get install -y chromium';

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  if (os.userInfo().uid !== 0) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install it with:\n  sudo sh -c '${INSTALL}'`);
    process.exit(1);
  }
  console.log(`Chromium is missing: running "${INSTALL}" …`);
  execSync(INSTALL, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (!fs.existsSync(CHROMIUM)) {
    console.error(`Chromium is still missing at ${CHROMIUM}. Run: ${INSTALL}`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
