// Writing a queued e-mail: the outbox row names a kind and an id; the facts are read again
// now, so the message tells the appointment as it stands (a booking moved before its
// confirmation went out is confirmed at its new time), in the recipient's language.
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { MailKind, MailPayloads } from '../../../src/shared/mailKinds';
import { MAIL_KINDS } from '../../../src/shared/mailKinds';
import { paths } from '../../../src/shared/routing/paths';
import { slotStartInstant } from '../../../src/shared/slotInstants';
import { SLOT_STEP_MINUTES } from '../../../src/shared/slots';
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import { appointments, contactMessages, passwordResets, payments, refunds, users } from '../../db/schema';
import { linkWorks, resetTokenHash } from '../passwordResets';
import { RESET_TOKEN_PATTERN } from '../../../src/shared/validation/accounts';
import { brandColors, SITE_NAME, type BrandColors } from '../siteBrand';
import { calendarFile } from './calendar';
import {
  CALENDAR_METHOD,
  renderMail,
  type AppointmentFacts,
  type AppointmentMailFacts,
  type RefundRoutes,
} from './templates/render';
import { mailText } from './templates/strings';
import type { OutgoingMail } from './transport';
import { isUuid } from '../../../src/shared/ids';
import { type LangCode } from '../../../src/shared/language';
import { refundRouteOf, type PaymentMethodKind, type RefundRoute } from '../../../src/shared/paymentMethods';

export type MailSettings = Pick<Config, 'appUrl' | 'clinicTimeZone' | 'mailFrom' | 'staffEmail'>;

/** What to do with a queued message. */
export type Composed = { send: OutgoingMail } | { skip: string } | { fail: string };

/** The theme's colours, read when a message needs them (the worker reads them once a batch). */
export type BrandSource = () => Promise<BrandColors>;

/** Contact messages go to staff, whose language the site does not know: its first language. */
const STAFF_LANGUAGE: LangCode = 'id';

const asLanguage = (value: string): LangCode | undefined => (value === 'id' || value === 'en' ? value : undefined);

/** The address part of MAIL_FROM ("Name <address>" or the address alone). */
export function senderAddress(mailFrom: string): string {
  return /<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();
}

/**
 * The Message-ID of the outbox row `outboxId`: the same on every attempt, so a message the
 * server took before an attempt failed (a lost reply) comes again as the same message.
 */
export function messageIdOf(outboxId: string, mailFrom: string): string {
  const address = senderAddress(mailFrom);
  return `<${outboxId}@${address.slice(address.lastIndexOf('@') + 1)}>`;
}

/**
 * Grows with every change the patient's calendar must follow: seconds from booking to the
 * appointment's last move or cancellation (a calendar keeps the file with the highest).
 */
function sequenceOf(row: typeof appointments.$inferSelect): number {
  const changes = [row.rescheduledAt, row.cancelledAt]
    .filter((at): at is Date => at !== null)
    .map((at) => at.getTime());
  const last = Math.max(row.createdAt.getTime(), ...changes);
  return Math.floor((last - row.createdAt.getTime()) / 1000);
}

type AppointmentMailKind = Exclude<MailKind, 'contact-message' | 'password-reset'>;

const myAppointmentsUrl = (settings: MailSettings) => `${settings.appUrl}${paths.myAppointments}`;

/** An appointment with the patient its e-mails go to. */
export type AppointmentWithPatient = {
  appointment: typeof appointments.$inferSelect;
  patient: { name: string; email: string; language: string };
};

/** The appointment and its patient; with `ownerId`, only when it is that patient's own. */
export async function readAppointmentWithPatient(
  db: Db,
  appointmentId: string,
  ownerId?: string,
): Promise<AppointmentWithPatient | undefined> {
  const [row] = await db
    .select({ appointment: appointments, patient: { name: users.name, email: users.email, language: users.language } })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.userId))
    .where(
      ownerId === undefined
        ? eq(appointments.id, appointmentId)
        : and(eq(appointments.id, appointmentId), eq(appointments.userId, ownerId)),
    );
  return row;
}

/** The account's language, else the booking's. */
export function mailLanguageOf({ appointment, patient }: AppointmentWithPatient): LangCode {
  return asLanguage(patient.language) ?? asLanguage(appointment.language) ?? STAFF_LANGUAGE;
}

/**
 * How the appointment's money goes back, from how each of its paid payments was made (the
 * payment row's method). A second payment given back on its own (a duplicate) is not this
 * appointment's refund and is left out.
 */
export async function refundRoutesOf(db: Db, appointmentId: string): Promise<RefundRoutes> {
  const paid = await db
    .select({ method: payments.method })
    .from(payments)
    .leftJoin(refunds, eq(refunds.paymentId, payments.id))
    .where(
      and(
        eq(payments.appointmentId, appointmentId),
        eq(payments.status, 'paid'),
        or(isNull(refunds.reason), ne(refunds.reason, 'duplicate-payment')),
      ),
    );
  return [...new Set<RefundRoute>(paid.map((row) => refundRouteOf(row.method as PaymentMethodKind | null)))];
}

/** Kinds that tell the patient how their money comes back. */
const TELLS_REFUND: readonly AppointmentMailKind[] = ['appointment-cancelled', 'payment-refunded'];

/** What a message of `kind` says about the appointment, as it stands now. */
export function appointmentMailFacts(
  { appointment: a, patient }: AppointmentWithPatient,
  settings: MailSettings,
  kind: AppointmentMailKind,
  payload: Record<string, unknown>,
  refundRoutes: RefundRoutes = [],
): AppointmentMailFacts {
  const appointment: AppointmentFacts = {
    patientName: patient.name,
    doctorName: a.docData.name,
    speciality: a.docData.speciality,
    slotDate: a.slotDate,
    slotTime: a.slotTime,
    timeZone: settings.clinicTimeZone,
    address: a.docData.address,
    amount: a.amount,
    currency: a.currency,
    paid: a.payment,
    refunded: a.refunded,
    cancelReason: a.cancelReason,
    myAppointmentsUrl: myAppointmentsUrl(settings),
  };
  if (kind === 'appointment-rescheduled')
    return { kind, appointment, fromDate: String(payload.fromDate ?? ''), fromTime: String(payload.fromTime ?? '') };
  if (kind === 'appointment-cancelled') return { kind, appointment, refund: payload.refund === true, refundRoutes };
  if (kind === 'payment-refunded') return { kind, appointment, refundRoutes };
  return { kind, appointment };
}

/**
 * The calendar file a message of `kind` carries (none for kinds without one, or a slot that
 * cannot be read). `subject` is the message's subject line, which the description repeats.
 */
export function appointmentCalendar(
  entry: AppointmentWithPatient,
  settings: MailSettings,
  now: Date,
  kind: AppointmentMailKind,
  lang: LangCode,
  subject: string,
): OutgoingMail['calendar'] {
  const { appointment: a, patient } = entry;
  const method = CALENDAR_METHOD[kind];
  const start = slotStartInstant(a.slotDate, a.slotTime, settings.clinicTimeZone);
  if (!method || !start) return undefined;
  const link = myAppointmentsUrl(settings);
  return {
    method,
    content: calendarFile({
      method,
      uid: `${a.id}@${new URL(settings.appUrl).hostname}`,
      sequence: sequenceOf(a),
      start,
      end: new Date(start.getTime() + SLOT_STEP_MINUTES * 60_000),
      timeZone: settings.clinicTimeZone,
      stamp: now,
      summary: mailText(lang, 'mail.calendar.summary', { doctor: a.docData.name }),
      location: [a.docData.address.line1, a.docData.address.line2].filter((line) => line.trim()).join(', '),
      description: `${subject}\n${link}`,
      organizer: { name: SITE_NAME, email: senderAddress(settings.mailFrom) },
      attendee: { name: patient.name, email: patient.email },
      url: link,
    }),
  };
}

async function composeAppointmentMail(
  db: Db,
  settings: MailSettings,
  now: Date,
  kind: AppointmentMailKind,
  payload: Record<string, unknown>,
  brand: BrandSource,
): Promise<Composed> {
  const appointmentId = payload.appointmentId;
  if (!isUuid(appointmentId)) return { fail: `payload without a valid appointmentId` };
  const entry = await readAppointmentWithPatient(db, appointmentId);
  if (!entry) return { skip: 'the appointment no longer exists' };
  const { appointment: a, patient } = entry;

  if (kind === 'appointment-reminder') {
    const { slotDate, slotTime } = payload as MailPayloads['appointment-reminder'];
    if (a.cancelled || a.isCompleted) return { skip: 'the appointment is no longer active' };
    if (a.slotDate !== slotDate || a.slotTime !== slotTime)
      return { skip: 'the appointment has moved to another slot' };
  }

  const lang = mailLanguageOf(entry);
  const refundRoutes = TELLS_REFUND.includes(kind) ? await refundRoutesOf(db, a.id) : [];
  const rendered = renderMail(appointmentMailFacts(entry, settings, kind, payload, refundRoutes), {
    lang,
    siteName: SITE_NAME,
    brand: await brand(),
  });
  const calendar = appointmentCalendar(entry, settings, now, kind, lang, rendered.subject);
  return { send: { to: patient.email, ...rendered, calendar } };
}

async function composeContactMail(
  db: Db,
  settings: MailSettings,
  payload: Record<string, unknown>,
  brand: BrandSource,
): Promise<Composed> {
  if (!settings.staffEmail) return { skip: 'STAFF_EMAIL is not set' };
  const messageId = payload.messageId;
  if (!isUuid(messageId)) return { fail: 'payload without a valid messageId' };
  const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, messageId));
  if (!message) return { skip: 'the contact message no longer exists' };
  const rendered = renderMail(
    { kind: 'contact-message', contact: message },
    { lang: STAFF_LANGUAGE, siteName: SITE_NAME, brand: await brand() },
  );
  return { send: { to: settings.staffEmail, replyTo: message.email, ...rendered } };
}

/** A reset link, to the account's address in its language; skipped once the link no longer works (a newer one, used, expired). */
async function composeResetMail(
  db: Db,
  settings: MailSettings,
  now: Date,
  payload: Record<string, unknown>,
  brand: BrandSource,
): Promise<Composed> {
  const { userId, token } = payload;
  if (!isUuid(userId) || typeof token !== 'string' || !RESET_TOKEN_PATTERN.test(token))
    return { fail: 'payload without a valid userId and token' };
  const [row] = await db
    .select({
      link: passwordResets,
      account: { name: users.name, email: users.email, language: users.language, sessionVersion: users.sessionVersion },
    })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(eq(passwordResets.tokenHash, resetTokenHash(token)));
  if (!row || row.link.userId !== userId || !linkWorks(row.link, row.account.sessionVersion, now))
    return { skip: 'the reset link no longer works' };
  const lang = asLanguage(row.account.language) ?? STAFF_LANGUAGE;
  const url = `${settings.appUrl}${paths.resetPassword}?token=${token}`;
  const minutes = Math.round((row.link.expiresAt.getTime() - row.link.createdAt.getTime()) / 60_000);
  const rendered = renderMail(
    { kind: 'password-reset', reset: { name: row.account.name, url, minutes } },
    { lang, siteName: SITE_NAME, brand: await brand() },
  );
  return { send: { to: row.account.email, ...rendered } };
}

export async function composeMail(
  db: Db,
  settings: MailSettings,
  now: Date,
  row: { kind: string; payload: Record<string, unknown> },
  brand: BrandSource = () => brandColors(db),
): Promise<Composed> {
  const kind = MAIL_KINDS.find((known) => known === row.kind);
  if (!kind) return { fail: `unknown mail kind "${row.kind}"` };
  if (kind === 'contact-message') return composeContactMail(db, settings, row.payload, brand);
  if (kind === 'password-reset') return composeResetMail(db, settings, now, row.payload, brand);
  return composeAppointmentMail(db, settings, now, kind, row.payload, brand);
}
