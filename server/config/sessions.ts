// The session settings: the secret that signs tokens, how long patients' and staff's sessions
// last, and the account made an admin at start (ADMIN_EMAIL and ADMIN_PASSWORD).
import { isEmailAddress, type EnvReader } from './reading';

export function readSessions(read: EnvReader, problems: string[]) {
  const jwtSecret = read.text('JWT_SECRET');
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    problems.push('JWT_SECRET must be at least 32 characters long');
  }
  const jwtExpiresIn = read.duration('JWT_EXPIRES_IN', '7d');
  const staffJwtExpiresIn = read.duration('STAFF_JWT_EXPIRES_IN', '12h');

  const adminEmail = read.text('ADMIN_EMAIL');
  const adminPassword = read.text('ADMIN_PASSWORD');
  if (Boolean(adminEmail) !== Boolean(adminPassword))
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  else if (adminEmail && !isEmailAddress(adminEmail)) {
    problems.push(`ADMIN_EMAIL must be an e-mail address (got "${adminEmail}")`);
  } else if (adminPassword !== undefined && adminPassword.length < 8) {
    problems.push('ADMIN_PASSWORD must be at least 8 characters long');
  }
  const firstAdmin = adminEmail && adminPassword ? { email: adminEmail, password: adminPassword } : undefined;
  return { jwtSecret, jwtExpiresIn, staffJwtExpiresIn, firstAdmin };
}
