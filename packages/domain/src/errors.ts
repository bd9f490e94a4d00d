/** Machine-readable error codes shared by the server's error handler and the browser. */
export type AppErrorCode =
  | 'VALIDATION_ERROR'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'PRECONDITION_REQUIRED'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL'
  | 'INSUFFICIENT_STORAGE'
  | 'UNAVAILABLE';

/** The HTTP status of each error code: one table for the whole app. */
export const APP_ERROR_STATUS: Record<AppErrorCode, number> = {
  VALIDATION_ERROR: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  PRECONDITION_REQUIRED: 428,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  INSUFFICIENT_STORAGE: 507,
  UNAVAILABLE: 503,
};

/** Default human messages, used when a rule has nothing more precise to say. */
export const APP_ERROR_MESSAGE: Record<AppErrorCode, string> = {
  VALIDATION_ERROR: 'Some fields are not valid.',
  UNAUTHENTICATED: 'Please log in.',
  FORBIDDEN: 'You do not have access to this.',
  NOT_FOUND: 'Not found.',
  CONFLICT: 'Someone else changed this record. Reload it and try again.',
  PAYLOAD_TOO_LARGE: 'This is more than the server takes.',
  PRECONDITION_REQUIRED: 'This request needs a header it did not send.',
  TOO_MANY_REQUESTS: 'Too many attempts. Wait a moment and try again.',
  INTERNAL: 'Something went wrong on our side.',
  INSUFFICIENT_STORAGE: 'The server has no room to store this. Tell the shop.',
  UNAVAILABLE: 'The service is not available at the moment. Please try again in a few seconds.',
};

/** An expected failure with a code and a message fit to show to the user. */
export class AppError extends Error {
  readonly code: AppErrorCode;

  constructor(code: AppErrorCode, message: string = APP_ERROR_MESSAGE[code]) {
    super(message);
    this.name = 'AppError';
    this.code = code;
  }

  /** The HTTP status for this error's code. */
  get status(): number {
    return APP_ERROR_STATUS[this.code];
  }
}

/** True when `error` is an AppError (also across bundles, by shape). */
export function isAppError(error: unknown): error is AppError {
  return (
    error instanceof AppError ||
    (error instanceof Error && error.name === 'AppError' && typeof (error as AppError).code === 'string')
  );
}
