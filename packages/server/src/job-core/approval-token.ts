import crypto from 'node:crypto';

/**
 * An approval link's token: the request's id and 256 random bits, `{id}.{secret}`. Only the
 * SHA-256 of the whole token is stored, so a database copy opens nothing; a token is checked
 * against the hash stored for its own id, so a secret moved onto another id (a foreign token)
 * or changed in one character (a tampered one) matches nothing.
 */
const TOKEN_PATTERN = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** A fresh secret; `tokenFor` joins it with the request id once the row exists. */
export const newSecret = () => crypto.randomBytes(32).toString('base64url');
export const tokenFor = (requestId: number, secret: string) => `${requestId}.${secret}`;

/** The request id a well-formed token names, or null for anything else. */
export function tokenRequestId(token: string): number | null {
  const match = TOKEN_PATTERN.exec(token);
  return match ? Number(match[1]) : null;
}

/** True when `token` hashes to the stored hash (compared in constant time). */
export function tokenMatches(token: string, storedHash: string): boolean {
  const given = Buffer.from(hashToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && crypto.timingSafeEqual(given, stored);
}

/** SHA-256 (hex) of content: the hash a revision or a proof file is approved by. */
export const contentHash = (content: string | Buffer) =>
  crypto.createHash('sha256').update(content).digest('hex');
