// Accounts: sign-up, login and a signed-in account's password change. argon2id hashes, one
// answer for every kind of wrong credentials, and the login throttle (./loginThrottle.ts) in
// front of every password check.
import { eq, sql } from 'drizzle-orm';
import type { LangCode } from '../../src/shared/language';
import { NOT_AUTHORIZED, WRONG_CURRENT_PASSWORD, TOO_MANY_FAILED_LOGINS } from '../../src/shared/messages/accounts';
import { BAD_CREDENTIALS, EMAIL_TAKEN } from '../../src/shared/messages/auth';
import { authMessages } from '../../src/shared/validation/auth';
import type { Db } from '../db/connect';
import { isUniqueViolation } from '../db/errors';
import { users } from '../db/schema';
import { isCommonPassword } from './commonPasswords';
import { conflict, invalid, throttled, unauthenticated } from './failures';
import { type LoginThrottle } from './loginThrottle';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';

/** Who is asking, for the throttle: the e-mail they name and the client's address. */
type Attempt = { email: string; address: string };

async function assertNotThrottled(throttle: LoginThrottle, { email, address }: Attempt) {
  const verdict = await throttle.check(email, address);
  if (!verdict.allowed) throw throttled(TOO_MANY_FAILED_LOGINS, verdict.retryAfterSeconds);
}

const byEmail = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

export type NewAccount = {
  name: string;
  email: string;
  password: string;
  dateOfBirth: string;
  /** The account's e-mails are written in the language it was made in, until a login in another. */
  language: LangCode;
};

/** Creates the account; its id. A common password, a known address or a throttled client is refused. */
export async function register(db: Db, throttle: LoginThrottle, account: NewAccount, address: string): Promise<string> {
  if (isCommonPassword(account.password)) throw invalid(authMessages.passwordTooCommon);
  const email = account.email.toLowerCase();
  await assertNotThrottled(throttle, { email, address });

  const [existing] = await db.select({ id: users.id }).from(users).where(byEmail(email));
  if (existing) {
    await throttle.recordFailure(email, address);
    throw conflict(EMAIL_TAKEN);
  }
  const passwordHash = await hashPassword(account.password);
  try {
    const [created] = await db
      .insert(users)
      .values({ name: account.name, email, passwordHash, dob: account.dateOfBirth, language: account.language })
      .returning({ id: users.id });
    return created.id;
  } catch (error) {
    // Two sign-ups with the same address at once: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

export type SignedIn = { id: string; role: string; sessionVersion: number };

/**
 * The account whose password this is; the same refusal for an unknown address and a wrong
 * password, after the same work (a dummy hash is checked when there is no account).
 */
export async function logIn(
  db: Db,
  throttle: LoginThrottle,
  credentials: { email: string; password: string; language: LangCode },
  address: string,
): Promise<SignedIn> {
  const email = credentials.email.toLowerCase();
  await assertNotThrottled(throttle, { email, address });

  const [user] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      role: users.role,
      language: users.language,
      sessionVersion: users.sessionVersion,
    })
    .from(users)
    .where(byEmail(email));
  const valid = user
    ? await verifyPassword(user.passwordHash, credentials.password)
    : await verifyAgainstDummy(credentials.password);
  if (!user || !valid) {
    await throttle.recordFailure(email, address);
    throw unauthenticated(BAD_CREDENTIALS);
  }
  await throttle.recordSuccess(email, address);
  // The language the patient last signed in with is the one their e-mails are written in.
  if (user.language !== credentials.language)
    await db.update(users).set({ language: credentials.language }).where(eq(users.id, user.id));
  return { id: user.id, role: user.role, sessionVersion: user.sessionVersion };
}

/** The new password's hash, once the current one is checked and the new one is not a common one. */
export async function newPasswordHash(
  db: Db,
  userId: string,
  passwords: { currentPassword: string; newPassword: string },
): Promise<string> {
  const [account] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!account) throw unauthenticated(NOT_AUTHORIZED);
  if (!(await verifyPassword(account.passwordHash, passwords.currentPassword))) throw invalid(WRONG_CURRENT_PASSWORD);
  if (isCommonPassword(passwords.newPassword)) throw invalid(authMessages.passwordTooCommon);
  return hashPassword(passwords.newPassword);
}
