// Guards every /api/admin route. The session must have been opened as staff (login gives
// editors and admins a staff token, shorter-lived), and the role is read from the database
// on each request, so a role change or a revocation counts from the next request on.
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/connect';
import { users } from '../db/schema';
import type { TokenService } from '../services/tokens';
import { isRole, roleAllows, type Role, type StaffRole } from '../../src/shared/roles';
import { ADMINS_ONLY, STAFF_ONLY } from '../../src/shared/messages/staff';
import { NOT_AUTHORIZED, tokenFrom } from './auth';
import { forbidden, unauthorized } from './errors';

/** Who is acting: what the audit log records and the routes check. */
export type StaffMember = { id: string; email: string; role: Role };

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffMember;
  }
}

export type StaffGuard = (needed: StaffRole) => preHandlerAsyncHookHandler;

export function staffGuard(tokens: TokenService, db: Db): StaffGuard {
  const member = db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('staff_member');

  return (needed) => async (request: FastifyRequest) => {
    const token = tokenFrom(request);
    const session = token ? await tokens.readSession(token) : null;
    if (!session) throw unauthorized(NOT_AUTHORIZED);
    const [row] = await member.execute({ userId: session.userId }).catch(() => []);
    if (!row || !isRole(row.role)) throw unauthorized(NOT_AUTHORIZED);
    if (!roleAllows(row.role, needed)) throw forbidden(row.role === 'editor' ? ADMINS_ONLY : STAFF_ONLY);
    // Promoted during a patient session: the longer-lived token does not open the console;
    // the "invalid" word of the answer makes the web app ask for a fresh login.
    if (session.kind !== 'staff') throw unauthorized(NOT_AUTHORIZED);
    request.userId = row.id;
    request.staff = { id: row.id, email: row.email, role: row.role };
  };
}
