/** Debian's Chromium (installed by scripts/ensure-chromium.mjs; no browser downloads here). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Flags for this workplace's closed network: no sandbox as root, no background connections. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
