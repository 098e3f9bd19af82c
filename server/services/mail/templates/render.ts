// What each kind of e-mail says (src/shared/mailKinds.ts), in the recipient's language,
// from facts the worker read from the database when the message is written.
import { booking } from '../../../../src/shared/dictionary/booking';
import type { MailKind } from '../../../../src/shared/mailKinds';
import { formatDayDate, formatMoney } from '../../../../src/shared/format/format';
import { formatAppointment, formatDateKey, formatTime } from '../../../../src/shared/format/clock';
import { parseDateKey } from '../../../../src/shared/slots';
import type { Address } from '../../../db/schema';
import type { BrandColors } from '../../siteBrand';
import { renderLayout, type MailContent, type RenderedMail } from './layout';
import { mailText, type MailStringKey } from './strings';
import { type LangCode } from '../../../../src/shared/language';
import { REFUND_ROUTES, type RefundRoute } from '../../../../src/shared/paymentMethods';

/** An appointment as its e-mails describe it. */
export type AppointmentFacts = {
  patientName: string;
  doctorName: string;
  /** The stored speciality (its English name, the key of the booking dictionary). */
  speciality: string;
  slotDate: string;
  slotTime: string;
  timeZone: string;
  address: Address;
  amount: number;
  currency: string;
  paid: boolean;
  refunded: boolean;
  cancelReason: string;
  myAppointmentsUrl: string;
};

export type ContactFacts = {
  fullName: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  source: string;
};

/** A password reset link, to the account's holder. */
export type ResetFacts = { name: string; url: string; minutes: number };

/**
 * How the money given back travels, one entry per way among the payments going back: by the
 * provider's refund, or by a bank transfer the clinic's staff make (a virtual-account payment).
 * Empty when the payments are not known: the provider's refund, as before methods were recorded.
 */
export type RefundRoutes = readonly RefundRoute[];

/** The facts each kind needs, beside its payload's own. */
export type MailFacts =
  | {
      kind: 'appointment-booked' | 'payment-receipt' | 'appointment-reminder';
      appointment: AppointmentFacts;
    }
  | { kind: 'payment-refunded'; appointment: AppointmentFacts; refundRoutes: RefundRoutes }
  | { kind: 'appointment-rescheduled'; appointment: AppointmentFacts; fromDate: string; fromTime: string }
  | { kind: 'appointment-cancelled'; appointment: AppointmentFacts; refund: boolean; refundRoutes: RefundRoutes }
  | { kind: 'contact-message'; contact: ContactFacts }
  | { kind: 'password-reset'; reset: ResetFacts };

export type MailFrame = { lang: LangCode; siteName: string; brand: BrandColors };

/** "Rabu, 5 Agu 2026" / "Wednesday, 5 Aug 2026"; an unreadable key as it is. */
function dateInWords(slotDate: string, lang: LangCode): string {
  const date = parseDateKey(slotDate);
  return date ? formatDayDate(date, lang) : slotDate;
}

function specialityName(speciality: string, lang: LangCode): string {
  return booking[`speciality.${speciality}`]?.[lang] ?? speciality;
}

/**
 * What the payment row says. `cancelled`: the appointment is off, so an unpaid one has
 * nothing left to pay (it can no longer be paid online) and nothing was charged.
 */
function paymentState(facts: AppointmentFacts, refundStarted: boolean, cancelled: boolean): MailStringKey {
  if (facts.refunded) return 'mail.payment.refunded';
  if (refundStarted) return 'mail.payment.refunding';
  if (facts.paid) return 'mail.payment.paid';
  return cancelled ? 'mail.payment.notCharged' : 'mail.payment.unpaid';
}

type DetailOptions = {
  /** A cancellation that gives a payment back, which may not have gone through yet. */
  refundStarted?: boolean;
  /** The message tells of the appointment's cancellation. */
  cancelled?: boolean;
};

function appointmentDetails(
  facts: AppointmentFacts,
  lang: LangCode,
  extra: [string, string][] = [],
  options: DetailOptions = {},
): [string, string][] {
  const address = [facts.address.line1, facts.address.line2].filter((line) => line.trim()).join('\n');
  return [
    [mailText(lang, 'mail.label.doctor'), facts.doctorName],
    [mailText(lang, 'mail.label.speciality'), specialityName(facts.speciality, lang)],
    [mailText(lang, 'mail.label.date'), dateInWords(facts.slotDate, lang)],
    [
      mailText(lang, 'mail.label.time'),
      mailText(lang, 'mail.timeInZone', { time: formatTime(facts.slotTime, lang), zone: facts.timeZone }),
    ],
    ...extra,
    [mailText(lang, 'mail.label.address'), address],
    [mailText(lang, 'mail.label.fee'), formatMoney(facts.amount, facts.currency, lang)],
    [
      mailText(lang, 'mail.label.payment'),
      mailText(lang, paymentState(facts, options.refundStarted ?? false, options.cancelled ?? false)),
    ],
  ];
}

export type AppointmentMailFacts = Exclude<MailFacts, { kind: 'contact-message' | 'password-reset' }>;

const REFUND_NOTE: Record<RefundRoute, MailStringKey> = {
  automatic: 'mail.refundNote',
  'bank-transfer': 'mail.refundNote.bankTransfer',
};

/** What the patient is told of the money coming back: one sentence per way it travels. */
function refundNotes(routes: RefundRoutes, lang: LangCode, words: Record<string, string>): string[] {
  const used = routes.length > 0 ? routes : (['automatic'] as const);
  return REFUND_ROUTES.filter((route) => used.includes(route)).map((route) =>
    mailText(lang, REFUND_NOTE[route], words),
  );
}

/** Only staff give this money back: "refunded at once" would not be true. */
const onlyByTransfer = (routes: RefundRoutes) =>
  routes.length > 0 && routes.every((route) => route === 'bank-transfer');

function appointmentContent(facts: AppointmentMailFacts, lang: LangCode, siteName: string): MailContent {
  const a = facts.appointment;
  const words = {
    doctor: a.doctorName,
    date: formatDateKey(a.slotDate, lang),
    time: formatTime(a.slotTime, lang),
    amount: formatMoney(a.amount, a.currency, lang),
  };
  const frame = {
    intro: [mailText(lang, 'mail.greeting', { name: a.patientName })],
    notes: [] as string[],
    action: { label: mailText(lang, 'mail.action.myAppointments'), url: a.myAppointmentsUrl },
    footer: mailText(lang, 'mail.footer', { site: siteName }),
  };
  const calendarHint = mailText(lang, 'mail.calendarHint');
  switch (facts.kind) {
    case 'appointment-booked':
      return {
        ...frame,
        subject: mailText(lang, 'mail.booked.subject', words),
        intro: [...frame.intro, mailText(lang, 'mail.booked.intro')],
        details: appointmentDetails(a, lang),
        notes: [calendarHint],
      };
    case 'appointment-rescheduled': {
      const previous = formatAppointment(facts.fromDate, facts.fromTime, lang, { weekday: true });
      return {
        ...frame,
        subject: mailText(lang, 'mail.rescheduled.subject', words),
        intro: [...frame.intro, mailText(lang, 'mail.rescheduled.intro', words)],
        details: appointmentDetails(a, lang, [[mailText(lang, 'mail.label.previous'), previous]]),
        notes: [calendarHint],
      };
    }
    case 'appointment-cancelled':
      return {
        ...frame,
        subject: mailText(lang, 'mail.cancelled.subject', words),
        intro: [...frame.intro, mailText(lang, 'mail.cancelled.intro')],
        details: appointmentDetails(
          a,
          lang,
          a.cancelReason.trim() ? [[mailText(lang, 'mail.label.reason'), a.cancelReason.trim()]] : [],
          {
            refundStarted: facts.refund,
            cancelled: true,
          },
        ),
        notes: facts.refund
          ? refundNotes(facts.refundRoutes, lang, words)
          : a.paid
            ? []
            : [mailText(lang, 'mail.cancelled.unpaidNote')],
      };
    case 'payment-receipt':
      return {
        ...frame,
        subject: mailText(lang, 'mail.receipt.subject', words),
        intro: [...frame.intro, mailText(lang, 'mail.receipt.intro', words)],
        details: appointmentDetails(a, lang),
      };
    case 'payment-refunded':
      return {
        ...frame,
        subject: mailText(lang, 'mail.paymentRefunded.subject', words),
        intro: [
          ...frame.intro,
          mailText(
            lang,
            onlyByTransfer(facts.refundRoutes)
              ? 'mail.paymentRefunded.introBankTransfer'
              : 'mail.paymentRefunded.intro',
          ),
        ],
        details: appointmentDetails(a, lang),
        notes: refundNotes(facts.refundRoutes, lang, words),
      };
    case 'appointment-reminder':
      return {
        ...frame,
        subject: mailText(lang, 'mail.reminder.subject', words),
        intro: [...frame.intro, mailText(lang, 'mail.reminder.intro')],
        details: appointmentDetails(a, lang),
        notes: [calendarHint],
      };
  }
}

function contactContent(contact: ContactFacts, lang: LangCode): MailContent {
  const optional = (key: MailStringKey, value: string | null): [string, string][] =>
    value?.trim() ? [[mailText(lang, key), value]] : [];
  return {
    subject: mailText(lang, 'mail.contact.subject', { name: contact.fullName }),
    intro: [mailText(lang, 'mail.contact.intro')],
    details: [
      [mailText(lang, 'mail.label.name'), contact.fullName],
      [mailText(lang, 'mail.label.email'), contact.email],
      ...optional('mail.label.phone', contact.phone),
      ...optional('mail.label.subject', contact.subject),
      [
        mailText(lang, 'mail.label.form'),
        mailText(lang, contact.source === 'contact' ? 'mail.form.contact' : 'mail.form.home'),
      ],
      [mailText(lang, 'mail.label.message'), contact.message],
    ],
    notes: [mailText(lang, 'mail.contact.replyHint', { name: contact.fullName })],
    footer: mailText(lang, 'mail.contact.footer'),
  };
}

/** The subject line alone, as `renderMail` writes it: the calendar file's description starts with it. */
export function mailSubject(facts: AppointmentMailFacts, lang: LangCode, siteName: string): string {
  return appointmentContent(facts, lang, siteName).subject;
}

function resetContent(reset: ResetFacts, lang: LangCode, siteName: string): MailContent {
  return {
    subject: mailText(lang, 'mail.reset.subject', { site: siteName }),
    intro: [mailText(lang, 'mail.greeting', { name: reset.name }), mailText(lang, 'mail.reset.intro')],
    details: [],
    notes: [
      mailText(lang, 'mail.reset.validity', { minutes: String(reset.minutes) }),
      mailText(lang, 'mail.reset.notYou'),
    ],
    action: { label: mailText(lang, 'mail.reset.action'), url: reset.url },
    footer: mailText(lang, 'mail.reset.footer', { site: siteName }),
  };
}

function contentOf(facts: MailFacts, frame: MailFrame): MailContent {
  if (facts.kind === 'contact-message') return contactContent(facts.contact, frame.lang);
  if (facts.kind === 'password-reset') return resetContent(facts.reset, frame.lang, frame.siteName);
  return appointmentContent(facts, frame.lang, frame.siteName);
}

export function renderMail(facts: MailFacts, frame: MailFrame): RenderedMail {
  const content = contentOf(facts, frame);
  return renderLayout(frame.lang, frame.siteName, frame.brand, content);
}

/** Kinds whose message carries the calendar file, and how it changes the patient's calendar. */
export const CALENDAR_METHOD: Partial<Record<MailKind, 'REQUEST' | 'CANCEL'>> = {
  'appointment-booked': 'REQUEST',
  'appointment-rescheduled': 'REQUEST',
  'appointment-reminder': 'REQUEST',
  'appointment-cancelled': 'CANCEL',
};
