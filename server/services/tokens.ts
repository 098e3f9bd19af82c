// Session tokens: HS256-signed JWTs with an expiry; only HS256 is accepted on the way in.
// A staff member's token says so (claim `staff`) and expires sooner; what the member may
// do is still read from the database on every staff request (http/staffAuth.ts).
import { SignJWT, jwtVerify } from 'jose';

const ALGORITHM = 'HS256';
const ISSUER = 'nusantara-site';

export type SessionKind = 'patient' | 'staff';
export type Session = { userId: string; kind: SessionKind };

export type TokenService = {
  sign: (userId: string, kind?: SessionKind) => Promise<string>;
  /** The user id in a valid token, or null for a missing, tampered or expired one. */
  verify: (token: string) => Promise<string | null>;
  /** The whole session a valid token carries (who, and whether it was opened as staff). */
  readSession: (token: string) => Promise<Session | null>;
  /**
   * Signature and expiry only, where `verify` also checks more (see http/auth.ts
   * accountCheckedTokens); for routes that check the rest themselves.
   */
  verifySignature?: (token: string) => Promise<string | null>;
};

export type TokenLifetimes = { patient: string; staff: string };

export function createTokenService(secret: string, lifetimes: TokenLifetimes): TokenService {
  const key = new TextEncoder().encode(secret);
  const readSession = async (token: string): Promise<Session | null> => {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: ISSUER });
      if (typeof payload.sub !== 'string') return null;
      return { userId: payload.sub, kind: payload.staff === true ? 'staff' : 'patient' };
    } catch {
      return null;
    }
  };
  return {
    sign: (userId, kind = 'patient') =>
      new SignJWT(kind === 'staff' ? { staff: true } : {})
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(lifetimes[kind])
        .sign(key),
    verify: async (token) => (await readSession(token))?.userId ?? null,
    readSession,
  };
}
