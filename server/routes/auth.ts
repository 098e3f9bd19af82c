// Sign-up and login (SPEC §7): the same yup rules as the web forms, argon2id hashes,
// one answer for every kind of wrong credentials, and two layers of throttling.
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { authMessages, loginSchema, registerSchema } from '../../src/shared/validation/auth';
import { isStaffRole } from '../../src/shared/roles';
import { accountMessages } from '../../src/shared/messages/auth';
import { users } from '../db/schema';
import { HttpError } from '../http/errors';
import { isUniqueViolation } from '../db/errors';
import { conflict, invalid, unauthenticated } from '../services/failures';
import { perMinuteLimit } from '../http/rateLimit';
import { requestLang } from '../http/lang';
import { validateBody } from '../http/validate';
import { createLoginThrottle, TOO_MANY_FAILED_LOGINS, type LoginThrottle } from '../services/loginThrottle';
import { isCommonPassword } from '../services/commonPasswords';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../services/passwords';
import type { RouteDeps } from './deps';

async function assertNotThrottled(throttle: LoginThrottle, email: string, address: string, reply: FastifyReply) {
  const verdict = await throttle.check(email, address);
  if (verdict.allowed) return;
  reply.header('Retry-After', String(verdict.retryAfterSeconds));
  throw new HttpError(429, TOO_MANY_FAILED_LOGINS);
}

const byEmail = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

export const authRoutes: FastifyPluginAsync<RouteDeps> = async (app, { config, db, tokens, now }) => {
  const throttle = createLoginThrottle(db, () => now().getTime());
  const registerBody = registerSchema(now);

  app.post('/user/register', { config: perMinuteLimit(config.rateLimits.register) }, async (request, reply) => {
    const body = await validateBody(registerBody, request.body);
    if (isCommonPassword(body.password)) throw invalid(authMessages.passwordTooCommon);
    const email = body.email.toLowerCase();
    await assertNotThrottled(throttle, email, request.ip, reply);

    const [existing] = await db.select({ id: users.id }).from(users).where(byEmail(email));
    if (existing) {
      await throttle.recordFailure(email, request.ip);
      throw conflict(accountMessages.emailTaken);
    }
    const passwordHash = await hashPassword(body.password);
    let created: { id: string } | undefined;
    try {
      [created] = await db
        .insert(users)
        // The account's e-mails are written in the language it was made in, until a login in another.
        .values({ name: body.name, email, passwordHash, dob: body.dateOfBirth, language: requestLang(request) })
        .returning({ id: users.id });
    } catch (error) {
      // Two sign-ups with the same address at once: the unique index decides.
      if (isUniqueViolation(error)) throw conflict(accountMessages.emailTaken);
      throw error;
    }
    const token = await tokens.sign(created!.id);
    return reply.code(201).send({ success: true, token, message: accountMessages.registered });
  });

  app.post('/user/login', { config: perMinuteLimit(config.rateLimits.login) }, async (request, reply) => {
    const body = await validateBody(loginSchema, request.body);
    const email = body.email.toLowerCase();
    await assertNotThrottled(throttle, email, request.ip, reply);

    const [user] = await db
      .select({ id: users.id, passwordHash: users.passwordHash, role: users.role, language: users.language, sessionVersion: users.sessionVersion })
      .from(users)
      .where(byEmail(email));
    const valid = user ? await verifyPassword(user.passwordHash, body.password) : await verifyAgainstDummy(body.password);
    if (!user || !valid) {
      await throttle.recordFailure(email, request.ip);
      throw unauthenticated(accountMessages.badCredentials);
    }
    await throttle.recordSuccess(email, request.ip);
    // The language the patient last signed in with is the one their e-mails are written in.
    const language = requestLang(request);
    if (user.language !== language) await db.update(users).set({ language }).where(eq(users.id, user.id));
    // Editors and admins get a staff session: shorter, and the only kind the console accepts.
    const token = await tokens.sign(user.id, isStaffRole(user.role) ? 'staff' : 'patient', user.sessionVersion);
    return { success: true, token, message: accountMessages.loggedIn };
  });
};
