import type { SessionUser } from '@signshop/domain';
import { SignJWT, jwtVerify } from 'jose';

/** What the `token` cookie carries: the spec's `data` plus our session id. */
export interface TokenClaims {
  data: SessionUser;
  sid: string;
}

const ALGORITHM = 'HS256';

export interface TokenSigner {
  sign(claims: TokenClaims, expiresAt: Date): Promise<string>;
  /** The claims, or null when the token is expired, tampered with or unreadable. */
  verify(token: string): Promise<TokenClaims | null>;
}

/** Signs and checks session tokens with one fixed algorithm. */
export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (claims, expiresAt) =>
      new SignJWT({ ...claims })
        .setProtectedHeader({ alg: ALGORITHM })
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
        if (typeof payload.sid !== 'string' || typeof payload.data !== 'object') return null;
        return { sid: payload.sid, data: payload.data as SessionUser };
      } catch {
        return null;
      }
    },
  };
}
