// Sign-up and login (SPEC §7): the same yup rules as the web forms, and two layers of
// throttling: requests per client address here, failures per account and address in the
// service (services/accounts.ts, services/loginThrottle.ts).
import type { FastifyPluginAsync } from 'fastify';
import { LOGGED_IN, REGISTERED } from '../../src/shared/messages/auth';
import { isStaffRole } from '../../src/shared/roles';
import { loginSchema, registerSchema } from '../../src/shared/validation/auth';
import { requestLang } from '../http/lang';
import { perMinuteLimit } from '../http/rateLimit';
import { validateBody } from '../http/validate';
import { logIn, register } from '../services/accounts';
import { createLoginThrottle } from '../services/loginThrottle';
import type { RouteDeps } from './deps';

export const authRoutes: FastifyPluginAsync<RouteDeps> = async (app, { config, db, tokens, now }) => {
  const throttle = createLoginThrottle(db, () => now().getTime());
  const registerBody = registerSchema(now);

  app.post('/user/register', { config: perMinuteLimit(config.rateLimits.register) }, async (request, reply) => {
    const body = await validateBody(registerBody, request.body);
    const account = {
      name: body.name,
      email: body.email,
      password: body.password,
      dateOfBirth: body.dateOfBirth,
      language: requestLang(request),
    };
    const userId = await register(db, throttle, account, request.ip);
    const token = await tokens.sign(userId);
    return reply.code(201).send({ success: true, token, message: REGISTERED });
  });

  app.post('/user/login', { config: perMinuteLimit(config.rateLimits.login) }, async (request) => {
    const body = await validateBody(loginSchema, request.body);
    const user = await logIn(
      db,
      throttle,
      { email: body.email, password: body.password, language: requestLang(request) },
      request.ip,
    );
    // Editors and admins get a staff session: shorter, and the only kind the console accepts.
    const token = await tokens.sign(user.id, isStaffRole(user.role) ? 'staff' : 'patient', user.sessionVersion);
    return { success: true, token, message: LOGGED_IN };
  });
};
