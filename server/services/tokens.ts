// Session tokens: HS256-signed JWTs with an expiry; only HS256 is accepted on the way in.
import { SignJWT, jwtVerify } from 'jose';

const ALGORITHM = 'HS256';
const ISSUER = 'nusantara-site';

export type TokenService = {
  sign: (userId: string) => Promise<string>;
  /** The user id in a valid token, or null for a missing, tampered or expired one. */
  verify: (token: string) => Promise<string | null>;
  /**
   * Signature and expiry only, where `verify` also checks more (see http/auth.ts
   * accountCheckedTokens); for routes that check the rest themselves.
   */
  verifySignature?: (token: string) => Promise<string | null>;
};

export function createTokenService(secret: string, expiresIn: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: ISSUER });
        return typeof payload.sub === 'string' ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
}
