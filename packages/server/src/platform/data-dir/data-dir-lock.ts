import fs from 'node:fs';
import path from 'node:path';

const PID_FILE = 'signshop.pid';

/**
 * Claims the data dir for this process, so a second app on the same embedded database is
 * refused with a clear message instead of a PostgreSQL error. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, PID_FILE);
  const holder = runningServerOf(dataDir);
  if (holder && holder !== process.pid) {
    throw new Error(
      `Another SignShop server (process ${holder}) is already running on the data dir ${dataDir}. ` +
        'Stop it first, or start this one with another DATA_DIR.',
    );
  }
  fs.writeFileSync(file, String(process.pid));
  return () => {
    if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
  };
}

/** The process id of the live SignShop process holding the data dir, or null. */
export function runningServerOf(dataDir: string): number | null {
  const holder = readPid(path.join(dataDir, PID_FILE));
  return holder && isAlive(holder) ? holder : null;
}

function readPid(file: string): number | null {
  try {
    const pid = Number(fs.readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
