import { z } from 'zod';

/** A key the browser makes (a UUID) or any client's own: 8-100 letters, digits, '-' or '_'. */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'must be 8-100 letters, digits, - or _');
