// Guards the routes of the people who run the clinic and the site. The role is read from the
// database on each request, so a role change, a revocation or a doctor's unlinking counts
// from the next request on; the token only says who is calling.
// - /api/admin: the session must have been opened as staff (login gives editors and admins
//   a staff token, shorter-lived) and the role must allow the route.
// - /api/doctor: the account must be a doctor's, linked to its doctor record.
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/connect';
import { users } from '../db/schema';
import type { SessionKind, TokenService } from '../services/tokens';
import { isRole, roleAllows, type Role, type StaffRole } from '../../src/shared/roles';
import { DOCTORS_ONLY } from '../../src/shared/messages/clinic';
import { ADMINS_ONLY, STAFF_ONLY } from '../../src/shared/messages/staff';
import { tokenFrom } from './auth';
import { forbidden, unauthenticated } from '../services/failures';
import { NOT_AUTHORIZED } from '../../src/shared/messages/accounts';

/** Who is acting: what the audit log records and the routes check. */
export type StaffMember = { id: string; email: string; role: Role };

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffMember;
    /** On /api/doctor routes: the doctor record the caller's account is linked to. */
    doctorId: string;
  }
}

type Member = StaffMember & { doctorId: string | null; session: SessionKind };

/** The caller's account as the database has it now; 401 for no session, a gone account or an ended session. */
function memberReader(tokens: TokenService, db: Db): (request: FastifyRequest) => Promise<Member> {
  const member = db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      doctorId: users.doctorId,
      sessionVersion: users.sessionVersion,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('staff_member');

  return async (request) => {
    const token = tokenFrom(request);
    const session = token ? await tokens.readSession(token) : null;
    if (!session) throw unauthenticated(NOT_AUTHORIZED);
    const [row] = await member.execute({ userId: session.userId }).catch(() => []);
    // A session from before the account's last version bump (password change, reset,
    // "log out everywhere") is over, as on every other signed-in route (http/auth.ts).
    if (!row || !isRole(row.role) || row.sessionVersion !== session.version) throw unauthenticated(NOT_AUTHORIZED);
    return { id: row.id, email: row.email, role: row.role, doctorId: row.doctorId, session: session.kind };
  };
}

export type StaffGuard = (needed: StaffRole) => preHandlerAsyncHookHandler;

export function staffGuard(tokens: TokenService, db: Db): StaffGuard {
  const read = memberReader(tokens, db);
  return (needed) => async (request: FastifyRequest) => {
    const member = await read(request);
    if (!roleAllows(member.role, needed)) throw forbidden(member.role === 'editor' ? ADMINS_ONLY : STAFF_ONLY);
    // Promoted during a patient session: the longer-lived token does not open the console;
    // the "invalid" word of the answer makes the web app ask for a fresh login.
    if (member.session !== 'staff') throw unauthenticated(NOT_AUTHORIZED);
    request.userId = member.id;
    request.staff = { id: member.id, email: member.email, role: member.role };
  };
}

/** For /api/doctor routes: a doctor's account, linked to a doctor record (`request.doctorId`). */
export function doctorGuard(tokens: TokenService, db: Db): preHandlerAsyncHookHandler {
  const read = memberReader(tokens, db);
  return async (request: FastifyRequest) => {
    const member = await read(request);
    if (member.role !== 'doctor' || !member.doctorId) throw forbidden(DOCTORS_ONLY);
    request.userId = member.id;
    request.doctorId = member.doctorId;
  };
}
