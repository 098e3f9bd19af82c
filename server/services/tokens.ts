// Session tokens: HS256-signed JWTs with an expiry; only HS256 is accepted on the way in.
// A staff member's token says so (claim `staff`) and expires sooner; what the member may
// do is still read from the database on every staff request (http/staffAuth.ts).
// Each token carries the account's session version at signing (claim `sv`); raising the
// version in the database ends every session signed before (http/auth.ts). A token from
// before the claim existed reads as version 0, the version every account starts with.
import { SignJWT, jwtVerify } from 'jose';

const ALGORITHM = 'HS256';
const ISSUER = 'nusantara-site';

export type SessionKind = 'patient' | 'staff';
export type Session = { userId: string; kind: SessionKind; version: number };

export type TokenService = {
  /** `version`: the account's `users.session_version` now. */
  sign: (userId: string, kind?: SessionKind, version?: number) => Promise<string>;
  /**
   * The session of a valid token, or null for a missing, tampered or expired one (and,
   * through http/auth.ts accountCheckedTokens, for one whose account is gone or has moved
   * to another session version).
   */
  verify: (token: string) => Promise<Session | null>;
  /**
   * The whole session a valid token carries (who, whether it was opened as staff, its
   * session version): signature and expiry only, for callers that check the account themselves.
   */
  readSession: (token: string) => Promise<Session | null>;
};

export type TokenLifetimes = { patient: string; staff: string };

export function createTokenService(secret: string, lifetimes: TokenLifetimes): TokenService {
  // Imported once: handed the raw bytes, jose imports the key again on every sign and verify,
  // a cost every signed-in request would pay.
  const key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  const readSession = async (token: string): Promise<Session | null> => {
    try {
      const { payload } = await jwtVerify(token, await key, { algorithms: [ALGORITHM], issuer: ISSUER });
      if (typeof payload.sub !== 'string') return null;
      const version = Number.isSafeInteger(payload.sv) ? (payload.sv as number) : 0;
      return { userId: payload.sub, kind: payload.staff === true ? 'staff' : 'patient', version };
    } catch {
      return null;
    }
  };
  return {
    sign: async (userId, kind = 'patient', version = 0) =>
      new SignJWT(kind === 'staff' ? { staff: true, sv: version } : { sv: version })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(lifetimes[kind])
        .sign(await key),
    verify: readSession,
    readSession,
  };
}
