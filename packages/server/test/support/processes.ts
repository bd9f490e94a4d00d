import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const SERVER_SRC = path.resolve(import.meta.dirname, '../../src');

/** Environment for a child process: this one's, less anything that would pick another database. */
function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base = { ...process.env };
  for (const key of Object.keys(base))
    if (key.startsWith('S3_') || ['DATABASE_URL', 'STORAGE_DRIVER', 'DATA_DIR', 'PORT'].includes(key))
      delete base[key];
  return { ...base, LOG_LEVEL: 'info', ...env };
}

/** Starts `src/<script>` under tsx as its own process. */
export function spawnServerScript(script: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(SERVER_SRC, script), ...args], {
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export interface ScriptResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a script to its end. */
export async function runServerScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<ScriptResult> {
  const child = spawnServerScript(script, args, env);
  const output = collectOutput(child);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, ...output };
}

/** Collects a child's stdout and stderr as they arrive (read the fields at any time). */
export function collectOutput(child: ChildProcess): { stdout: string; stderr: string } {
  const output = { stdout: '', stderr: '' };
  child.stdout!.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  return output;
}

/** Polls `url` until it answers 200 (or the child exits, or the time runs out). */
export async function waitUntilOk(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the process exited with ${child.exitCode} before ${url} answered`);
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}
