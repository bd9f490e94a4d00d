import { createHash } from 'node:crypto';
import pino, { type Logger, type LoggerOptions } from 'pino';
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

/**
 * The URL segments that are a secret by themselves (whoever has the link may use it): the
 * approval token, the password-reset and sign-up tokens (with or without /api, the page or its
 * call) and a one-time download's id. What follows the segment (/pdf, a file name) is kept.
 */
const SECRET_SEGMENT =
  /((?:\/api)?\/(?:approve|account\/resetpassword|account\/finishsignup|file\/onetimeuse)\/)([^/?#\s"'\\~][^/?#\s"'\\]*)/g;

/** What a log keeps of a secret: `~` and the first 8 hex digits of its SHA-256, to match lines up. */
export const secretLogMark = (secret: string) =>
  `~${createHash('sha256').update(secret).digest('hex').slice(0, 8)}`;

/**
 * A log line with every secret link segment replaced by its mark, the route kept
 * (`/api/approve/~1a2b3c4d/pdf`). Applied to each whole line the logger writes, so request lines,
 * error messages and stacks are all covered.
 */
export const redactSecrets = (line: string): string =>
  line.replace(SECRET_SEGMENT, (_, route: string, secret: string) => route + secretLogMark(secret));

/** Logger options every server logger takes: no working link is ever written. */
export const REDACTING_LOG_OPTIONS = {
  hooks: { streamWrite: redactSecrets },
} as const satisfies LoggerOptions;

/** The server's logger on stdout (or the file `destination`), in the chosen format. */
export function createLogger(options: { level: string; format: LogFormat; destination?: string }): Logger {
  const format = chosenLogFormat(options.format, Boolean(process.stdout.isTTY));
  // JSON lines go out asynchronously: a request never waits for stdout (main.ts flushes before exit).
  if (format === 'json')
    return pino(
      { level: options.level, ...REDACTING_LOG_OPTIONS },
      pino.destination({ dest: options.destination ?? 1, sync: false }),
    );
  return pino(
    { level: options.level, ...REDACTING_LOG_OPTIONS },
    // Synchronous, for a person at a terminal: the last lines before process.exit are not lost.
    pretty({
      sync: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname',
      colorize: process.stdout.isTTY,
    }),
  );
}
