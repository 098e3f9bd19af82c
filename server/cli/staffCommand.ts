// `npm run staff -- …`: lists staff, grants a role, revokes one. The database is opened by
// scripts/staff.ts; this part reads the arguments and does the work, so tests can run it.
import type { Db } from '../db/connect';
import { STAFF_ROLES, isStaffRole } from '../../src/shared/roles';
import { SYSTEM_ACTOR } from '../services/audit';
import { listStaff, setRole } from '../services/staff';

export const STAFF_USAGE = [
  'Usage:',
  '  npm run staff -- list                     the accounts with a staff role',
  `  npm run staff -- grant <email> <role>     give an account a role (${STAFF_ROLES.join(' or ')})`,
  '  npm run staff -- revoke <email>           make a staff account a patient again',
].join('\n');

export type CommandResult = { code: 0 | 1; output: string };

export async function runStaffCommand(db: Db, args: string[]): Promise<CommandResult> {
  const [verb, email, role] = args;
  if (verb === 'list' && args.length === 1) {
    const staff = await listStaff(db);
    if (staff.length === 0) return { code: 0, output: 'No staff accounts yet.' };
    return { code: 0, output: staff.map((member) => `${member.role.padEnd(7)} ${member.email}`).join('\n') };
  }
  if (verb === 'grant' && args.length === 3 && email) {
    if (role === 'doctor')
      return {
        code: 1,
        output:
          'The doctor role comes only with linking the account to a doctor, in the console’s Appointments section.',
      };
    if (!isStaffRole(role))
      return { code: 1, output: `"${role}" is not a staff role: use ${STAFF_ROLES.join(' or ')}.` };
    return describe(email, role, await setRole(db, email, role, SYSTEM_ACTOR));
  }
  if (verb === 'revoke' && args.length === 2 && email) {
    return describe(email, 'patient', await setRole(db, email, 'patient', SYSTEM_ACTOR));
  }
  return { code: 1, output: STAFF_USAGE };
}

function describe(email: string, role: string, result: Awaited<ReturnType<typeof setRole>>): CommandResult {
  if (result.outcome === 'missing')
    return { code: 1, output: `No account has the e-mail ${email}. It must sign up first.` };
  if (result.outcome === 'doctor')
    return { code: 1, output: `${email} is a doctor's account: unlink it from its doctor in the console first.` };
  if (result.outcome === 'unchanged') return { code: 0, output: `${email} is already ${role}; nothing changed.` };
  return { code: 0, output: `${email}: ${result.from} → ${role}. It counts from the account's next request.` };
}
