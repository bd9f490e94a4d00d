import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.ts';

describe('lockDataDir', () => {
  it('refuses a second server on the same data dir with a clear message', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signshop-lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(path.join(dir, 'signshop.pid'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(
        `Another SignShop server (process ${other.pid}) is already running on the data dir ${dir}`,
      );
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that has ended, and releases it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signshop-lock-'));
    fs.writeFileSync(path.join(dir, 'signshop.pid'), '999999999');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'signshop.pid'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'signshop.pid'))).toBe(false);
  });
});
