// Staff accounts and the audit log: admins only.
import type { FastifyPluginAsync } from 'fastify';
import { ACCOUNT_NOT_FOUND, CANNOT_CHANGE_OWN_ROLE, ROLE_CHANGED, SAVED } from '../../../src/shared/messages/staff';
import { UNLINK_DOCTOR_FIRST } from '../../../src/shared/messages/clinic';
import { newStaffSchema, roleChangeSchema } from '../../../src/shared/validation/staff';
import { conflict, invalid, notFound } from '../../services/failures';
import { validateBody } from '../../http/validate';
import { listAudit } from '../../services/audit';
import { createStaffAccount, listStaff, setRole } from '../../services/staff';
import type { AdminDeps } from './deps';
import { EMAIL_TAKEN } from '../../../src/shared/messages/auth';

const AUDIT_PAGE = 50;

export const staffRoutes: FastifyPluginAsync<AdminDeps> = async (app, { db }) => {
  const adminOnly = { config: { staffRole: 'admin' as const } };

  app.get('/staff', adminOnly, async () => ({ success: true, staff: await listStaff(db) }));

  app.post('/staff', adminOnly, async (request, reply) => {
    const body = await validateBody(newStaffSchema, request.body);
    const created = await createStaffAccount(db, body, request.staff);
    if (!created) throw conflict(EMAIL_TAKEN);
    return reply.code(201).send({ success: true, message: SAVED });
  });

  app.put('/staff/role', adminOnly, async (request) => {
    const body = await validateBody(roleChangeSchema, request.body);
    // An admin cannot demote themself: the site would be left without anyone to undo it.
    if (body.email === request.staff.email.toLowerCase()) throw invalid(CANNOT_CHANGE_OWN_ROLE);
    const result = await setRole(db, body.email, body.role, request.staff);
    if (result.outcome === 'missing') throw notFound(ACCOUNT_NOT_FOUND);
    if (result.outcome === 'doctor') throw conflict(UNLINK_DOCTOR_FIRST);
    return { success: true, message: ROLE_CHANGED };
  });

  app.get('/audit', adminOnly, async (request) => {
    const { before } = request.query as { before?: unknown };
    const from = typeof before === 'string' ? new Date(before) : undefined;
    const valid = from && !Number.isNaN(from.getTime()) ? from : undefined;
    return { success: true, entries: await listAudit(db, { limit: AUDIT_PAGE, before: valid }) };
  });
};
