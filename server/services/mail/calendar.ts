// The calendar file (RFC 5545) attached to appointment e-mails, so the appointment lands in
// the patient's calendar and follows it when it moves or is cancelled: one UID per
// appointment, a SEQUENCE that grows with each change, and the time on the clinic's clock
// with that zone's offset spelled out (VTIMEZONE), so a client without the zone still
// places it right. Pure: the same event always gives the same text.
import { utcOffsetMinutes } from '../../../src/shared/slotInstants';
import { wallClockAt } from '../../../src/shared/slots';

export type CalendarMethod = 'REQUEST' | 'CANCEL';

export type CalendarPerson = { name: string; email: string };

export type CalendarEvent = {
  /** REQUEST adds or updates the event; CANCEL removes it. */
  method: CalendarMethod;
  /** Stable for the appointment's whole life. */
  uid: string;
  /** Higher than the last file sent for the same UID. */
  sequence: number;
  start: Date;
  end: Date;
  /** IANA zone the start and end are written in. */
  timeZone: string;
  /** When this file was made. */
  stamp: Date;
  summary: string;
  location: string;
  description: string;
  organizer: CalendarPerson;
  attendee: CalendarPerson;
  url?: string;
};

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (CN=…): quoted, with the quotes and line breaks it cannot hold dropped. */
function paramValue(value: string): string {
  return `"${value.replace(/["\r\n]/g, '')}"`;
}

/** The octets of one code point in UTF-8 (a lone surrogate is written as the replacement character's three). */
const utf8Length = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/** RFC 5545 §3.1: lines longer than 75 octets continue on the next line after CRLF and a space, never inside a character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0)!);
    // The continuation's leading space counts toward its 75.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** 20260805T143000Z */
function utcStamp(at: Date): string {
  return `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}T${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}Z`;
}

/** 20260805T143000, as the zone's clock shows the instant. */
function localStamp(at: Date, timeZone: string): string {
  const clock = wallClockAt(at, timeZone);
  return `${clock.year}${pad(clock.month)}${pad(clock.day)}T${pad(clock.hour)}${pad(clock.minute)}${pad(clock.second)}`;
}

/** +0700, -0330 */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const size = Math.abs(minutes);
  return `${sign}${pad(Math.floor(size / 60))}${pad(size % 60)}`;
}

/**
 * The zone's definition with the offset in force at the event. The clinic's Indonesian
 * zones keep one offset all year, so this is exact for them; for a zone with daylight
 * saving it is exact for this event, which is all the file describes.
 */
function timeZoneBlock(timeZone: string, at: Date): string[] {
  const offset = offsetText(utcOffsetMinutes(at, timeZone));
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
}

/** The whole file, CRLF line ends, ready to attach as text/calendar; method=… */
export function calendarFile(event: CalendarEvent): string {
  const cancelled = event.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Nusantara Rasa Group//Clinic appointments//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    ...timeZoneBlock(event.timeZone, event.start),
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;TZID=${event.timeZone}:${localStamp(event.start, event.timeZone)}`,
    `DTEND;TZID=${event.timeZone}:${localStamp(event.end, event.timeZone)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`,
    `ATTENDEE;CN=${paramValue(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${event.attendee.email}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
