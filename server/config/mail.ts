// The e-mail settings: the SMTP server (without one, .eml files), the sender, and where
// contact messages go.
import { common } from '../../src/shared/dictionary/common';
import { isEmailAddress, isHttpUrl, isMailbox, type EnvReader } from './reading';

/** `appUrl` (APP_URL as set, checked before) names the sender's default domain. */
export function readMail(read: EnvReader, problems: string[], appUrl: string) {
  const smtpUrl = read.text('SMTP_URL');
  if (smtpUrl && !/^smtps?:\/\/[^/]/.test(smtpUrl))
    problems.push('SMTP_URL must start with smtp:// or smtps:// (for example smtp://user:pass@host:587)');
  // The sender's domain is the site's own, as APP_URL names it.
  const siteHost = isHttpUrl(appUrl) ? new URL(appUrl).hostname : 'localhost';
  const mailFrom = read.text('MAIL_FROM') ?? `${common['site.name'].en} <no-reply@${siteHost}>`;
  if (!isMailbox(mailFrom))
    problems.push(`MAIL_FROM must be an e-mail address, optionally as "Name <address>" (got "${mailFrom}")`);
  const staffEmail = read.text('STAFF_EMAIL');
  if (staffEmail && !isEmailAddress(staffEmail))
    problems.push(`STAFF_EMAIL must be an e-mail address (got "${staffEmail}")`);
  return { smtpUrl, mailFrom, staffEmail };
}
