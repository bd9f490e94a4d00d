import crypto from 'node:crypto';

/** The stored form of an emailed link's token: only its SHA-256 is kept, so a database leak opens no link. */
export const linkTokenHash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** A new unguessable link token (256 bits) with its stored hash. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, tokenHash: linkTokenHash(token) };
}
