import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';

export type LogFormat = 'auto' | 'json' | 'pretty';

/**
 * JSON lines for machines (CI, systemd, docker: stdout is not a terminal), readable lines for a
 * person at a terminal, unless LOG_FORMAT says which.
 */
export function chosenLogFormat(setting: LogFormat, stdoutIsTerminal: boolean): 'json' | 'pretty' {
  if (setting !== 'auto') return setting;
  return stdoutIsTerminal ? 'pretty' : 'json';
}

/** The server's logger on stdout (or the file `destination`), in the chosen format. */
export function createLogger(options: { level: string; format: LogFormat; destination?: string }): Logger {
  const format = chosenLogFormat(options.format, Boolean(process.stdout.isTTY));
  // JSON lines go out asynchronously: a request never waits for stdout (main.ts flushes before exit).
  if (format === 'json')
    return pino({ level: options.level }, pino.destination({ dest: options.destination ?? 1, sync: false }));
  return pino(
    { level: options.level },
    // Synchronous, for a person at a terminal: the last lines before process.exit are not lost.
    pretty({
      sync: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname',
      colorize: process.stdout.isTTY,
    }),
  );
}
