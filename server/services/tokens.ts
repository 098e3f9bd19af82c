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
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const verified = new VerifiedTokens();
  const readSession = async (token: string): Promise<Session | null> => {
    const known = verified.get(token);
    if (known) return known;
    try {
      const { payload } = await jwtVerify(token, await key, { algorithms: [ALGORITHM], issuer: ISSUER });
      if (typeof payload.sub !== 'string') return null;
      const version = Number.isSafeInteger(payload.sv) ? (payload.sv as number) : 0;
      const session: Session = { userId: payload.sub, kind: payload.staff === true ? 'staff' : 'patient', version };
      if (typeof payload.exp === 'number') verified.remember(token, session, payload.exp);
      return session;
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

/**
 * Sessions of tokens whose signature was checked, until they expire. A token's text fixes what
 * it says, so checking the same token again gives the same answer until its expiry, and a
 * signed-in visitor sends the same token with every request: the HMAC check through WebCrypto
 * (a round trip to its thread pool) is made once per token rather than once per request.
 * Whether the session has since ended is not a property of the token: that is asked of the
 * account each time (http/auth.ts). Bounded; the oldest remembered token goes first.
 */
class VerifiedTokens {
  private readonly sessions = new Map<string, { session: Session; expiresAt: number }>();

  constructor(private readonly max = 10_000) {}

  get(token: string): Session | undefined {
    const known = this.sessions.get(token);
    if (!known) return undefined;
    // As the check itself reads expiry: in whole seconds, expired from `exp` on.
    if (Math.floor(Date.now() / 1000) < known.expiresAt) return known.session;
    this.sessions.delete(token);
    return undefined;
  }

  remember(token: string, session: Session, expiresAt: number): void {
    if (this.sessions.size >= this.max) this.sessions.delete(this.sessions.keys().next().value as string);
    this.sessions.set(token, { session: Object.freeze(session), expiresAt });
  }
}
