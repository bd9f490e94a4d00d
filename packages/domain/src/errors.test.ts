import { describe, expect, it } from 'vitest';
import { APP_ERROR_STATUS, AppError, isAppError } from './errors.ts';

describe('AppError', () => {
  it('keeps code, message and status', () => {
    const error = new AppError('CONFLICT', 'Stale quote');
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe('Stale quote');
    expect(error.status).toBe(409);
  });

  it('falls back to a default human message', () => {
    expect(new AppError('NOT_FOUND').message).toBe('Not found.');
  });

  it('maps every code to a status', () => {
    expect(APP_ERROR_STATUS).toEqual({
      VALIDATION_ERROR: 400,
      UNAUTHENTICATED: 401,
      FORBIDDEN: 403,
      NOT_FOUND: 404,
      CONFLICT: 409,
      PAYLOAD_TOO_LARGE: 413,
      PRECONDITION_REQUIRED: 428,
      TOO_MANY_REQUESTS: 429,
      INTERNAL: 500,
      UNAVAILABLE: 503,
      INSUFFICIENT_STORAGE: 507,
    });
  });

  it('is recognised by isAppError', () => {
    expect(isAppError(new AppError('FORBIDDEN'))).toBe(true);
    expect(isAppError(new Error('x'))).toBe(false);
    expect(isAppError('FORBIDDEN')).toBe(false);
  });
});
