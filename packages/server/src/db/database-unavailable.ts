/** Seconds a client is told to wait (Retry-After) while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is not available at the moment (it is restarting). Please try again in a few seconds.';

/** Network failures of the connection to PostgreSQL (refused, reset, unreachable, its socket missing). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away or not yet back: class 08 (connection exception),
 * 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, recovering),
 * 53300 too_many_connections.
 */
const SERVER_CODES = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** What node-postgres says of a connection it lost or never got. */
const DRIVER_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|timeout exceeded when trying to connect|Cannot use a pool after calling end on the pool)/;

/**
 * True when `error` (or what it wraps, as Drizzle wraps the driver's error in `cause`) says the
 * database cannot be reached now, rather than that the request or the code is wrong: such a
 * request answers 503 with Retry-After, never 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, syscall, message, cause } = current as {
      code?: unknown;
      syscall?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string') {
      if (SERVER_CODES.test(code)) return true;
      if (NETWORK_CODES.has(code)) return true;
      // A Unix socket that is not there (the server is down): ENOENT of connect only, not of a file.
      if (code === 'ENOENT' && syscall === 'connect') return true;
    }
    if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}
