import type { SessionUser } from '@signshop/domain';
import { SignJWT, jwtVerify } from 'jose';

/** What the `token` cookie carries: the signed-in user as `data` plus our session id. */
export interface TokenClaims {
  data: SessionUser;
  sid: string;
}

const ALGORITHM = 'HS256';
/** Tokens already verified, kept until they expire: a browser sends the same one on every request. */
const VERIFIED_TOKENS_KEPT = 10_000;

export interface TokenSigner {
  sign(claims: TokenClaims, expiresAt: Date): Promise<string>;
  /** The claims, or null when the token is expired, tampered with or unreadable. */
  verify(token: string): Promise<TokenClaims | null>;
  /** verify's answer for a token verified before, at once; undefined for a token not seen yet. */
  known(token: string): TokenClaims | null | undefined;
}

/** Signs and checks session tokens with one fixed algorithm. */
export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  // The exact token string (signature included) maps to its claims, so only a token that passed
  // jwtVerify is ever found here; its expiry is still checked on each use.
  const verified = new Map<string, { claims: TokenClaims; expiresAtMs: number }>();
  const remember = (token: string, claims: TokenClaims, exp: number | undefined) => {
    if (exp === undefined) return;
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
    verified.set(token, { claims, expiresAtMs: exp * 1000 });
  };
  const known = (token: string): TokenClaims | null | undefined => {
    const seen = verified.get(token);
    if (!seen) return undefined;
    if (Date.now() < seen.expiresAtMs) return seen.claims;
    verified.delete(token);
    return null;
  };
  return {
    sign: (claims, expiresAt) =>
      new SignJWT({ ...claims })
        .setProtectedHeader({ alg: ALGORITHM })
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .sign(key),
    known,
    async verify(token) {
      const seen = known(token);
      if (seen !== undefined) return seen;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
        if (typeof payload.sid !== 'string' || typeof payload.data !== 'object') return null;
        const claims = { sid: payload.sid, data: payload.data as SessionUser };
        remember(token, claims, payload.exp);
        return claims;
      } catch {
        return null;
      }
    },
  };
}
