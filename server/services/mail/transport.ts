// How a finished message leaves the server: through the SMTP server of SMTP_URL, over a pool
// of up to SMTP_MAX_CONNECTIONS kept connections (a new connection costs a TCP, TLS and SMTP
// handshake: most of the time of one message), or, with none set, as an .eml file (the whole
// message, RFC 5322, exactly what SMTP would carry) in DATA_DIR/outbox/, so a local run shows
// what would be sent. The log says which, once.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { SendMailOptions } from 'nodemailer';
import type { Config } from '../../config';
import type { CalendarMethod } from './calendar';
import type { ServiceLog } from '../log';

export type OutgoingMail = {
  /** The Message-ID header, angle brackets included (default: a new one). */
  messageId?: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  calendar?: { method: CalendarMethod; content: string };
};

export type MailLog = Pick<ServiceLog, 'info' | 'warn'>;

export type MailTransport = {
  /**
   * Sends or writes one message; rejects when the server refused it or could not be reached,
   * or when `signal` aborted the send first (it may still have reached the server then).
   */
  send: (mail: OutgoingMail, signal?: AbortSignal) => Promise<void>;
  /** How many messages it sends well at once (the SMTP pool's connections); one when not said. */
  concurrency?: number;
  /** Closes the pool: idle connections at once, busy ones when their message is done. */
  close: () => void;
};

export const OUTBOX_FOLDER = 'outbox';

/** Messages one pooled connection carries before it is replaced by a fresh one (nodemailer's default). */
const SMTP_MESSAGES_PER_CONNECTION = 100;
/** .eml files written at once: the disk, not a server, is the limit. */
const FILE_CONCURRENCY = 8;

/**
 * Seconds well under the worker's lease (worker.ts), so a hung server fails the attempt
 * before another worker may take the message over.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

function messageOf(mail: OutgoingMail, from: string, signal?: AbortSignal): SendMailOptions {
  return {
    messageId: mail.messageId,
    signal,
    from,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.calendar
      ? [
          {
            filename: 'invite.ics',
            content: mail.calendar.content,
            contentType: `text/calendar; charset=utf-8; method=${mail.calendar.method}`,
          },
        ]
      : [],
  };
}

/** Where SMTP_URL points, without its user name and password, for the log. */
function serverOf(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.host}`;
}

export function createMailTransport(
  config: Pick<Config, 'smtpUrl' | 'smtpMaxConnections' | 'mailFrom' | 'dataDir'>,
  log: MailLog,
): MailTransport {
  if (config.smtpUrl) {
    // Options in the URL's query (?maxConnections=…) win over these, as nodemailer merges them.
    const smtp = nodemailer.createTransport({
      url: config.smtpUrl,
      pool: true,
      maxConnections: config.smtpMaxConnections,
      maxMessages: SMTP_MESSAGES_PER_CONNECTION,
      ...SMTP_TIMEOUTS,
    });
    const connections = Number(smtp.options.maxConnections) || config.smtpMaxConnections;
    log.info({ server: serverOf(config.smtpUrl), connections }, 'e-mail is sent through the SMTP server of SMTP_URL');
    return {
      send: async (mail, signal) => {
        await smtp.sendMail(messageOf(mail, config.mailFrom, signal));
      },
      concurrency: connections,
      close: () => smtp.close(),
    };
  }
  const folder = path.join(config.dataDir, OUTBOX_FOLDER);
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  log.info({ folder }, 'SMTP_URL is not set: e-mail is written as .eml files to this folder instead of being sent');
  return {
    send: async (mail) => {
      const info = await writer.sendMail(messageOf(mail, config.mailFrom));
      await fs.mkdir(folder, { recursive: true });
      // Time first, so a listing reads in the order the messages were written.
      const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      log.info({ file, to: mail.to }, 'e-mail written');
    },
    concurrency: FILE_CONCURRENCY,
    close: () => writer.close(),
  };
}
