import ICAL from 'ical.js';
import { calendarFile, escapeText, foldLine, type CalendarEvent } from './calendar';

const event: CalendarEvent = {
  method: 'REQUEST',
  uid: '0b7c3c2e-1f0a-4b8e-9d59-2f1d7c1a9e11@klinik.example.com',
  sequence: 0,
  start: new Date('2026-08-05T07:30:00Z'),
  end: new Date('2026-08-05T08:00:00Z'),
  timeZone: 'Asia/Jakarta',
  stamp: new Date('2026-08-01T03:04:05Z'),
  summary: 'Janji temu: dr. Sari, Sp.KK; Dokter Kulit',
  location: 'Jl. Sudirman No. 1, Jakarta',
  description: 'Baris satu\nBaris dua; dengan \\ garis miring',
  organizer: { name: 'Nusantara Rasa Group', email: 'no-reply@klinik.example.com' },
  attendee: { name: 'Budi "Bud" Santoso', email: 'budi@example.com' },
  url: 'https://klinik.example.com/my-appointments',
};

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

test('a booking is a REQUEST with a stable UID, the start on the clinic clock and the right instant in UTC', () => {
  const text = calendarFile(event);
  const { calendar, vevent, event: parsed } = parse(text);
  expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
  expect(parsed.uid).toBe(event.uid);
  expect(parsed.sequence).toBe(0);
  expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
  expect(text).toContain('DTSTART;TZID=Asia/Jakarta:20260805T143000');
  expect(text).toContain('DTSTAMP:20260801T030405Z');
  // The file's own VTIMEZONE gives the offset, so the instant is right without a zone database.
  const zone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!);
  const start = parsed.startDate;
  start.zone = zone;
  expect(start.toJSDate().toISOString()).toBe('2026-08-05T07:30:00.000Z');
  expect(
    calendar
      .getFirstSubcomponent('vtimezone')!
      .getFirstSubcomponent('standard')!
      .getFirstPropertyValue('tzoffsetto')!
      .toString(),
  ).toBe('+07:00');
  const end = parsed.endDate;
  end.zone = zone;
  expect(end.toJSDate().toISOString()).toBe('2026-08-05T08:00:00.000Z');
});

test('a cancellation is a CANCEL of the same UID, later in sequence, with STATUS:CANCELLED', () => {
  const { calendar, vevent, event: parsed } = parse(calendarFile({ ...event, method: 'CANCEL', sequence: 3 }));
  expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
  expect(parsed.uid).toBe(event.uid);
  expect(parsed.sequence).toBe(3);
  expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
});

test('text survives escaping: commas, semicolons, backslashes and line breaks', () => {
  const { event: parsed, vevent } = parse(calendarFile(event));
  expect(parsed.summary).toBe(event.summary);
  expect(parsed.location).toBe(event.location);
  expect(parsed.description).toBe(event.description);
  expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  const attendee = vevent.getFirstProperty('attendee')!;
  expect(attendee.getParameter('cn')).toBe('Budi Bud Santoso');
  expect(attendee.getFirstValue()).toBe('mailto:budi@example.com');
});

test('lines are folded at 75 octets, never inside a character, and unfold to the original', () => {
  const long = `DESCRIPTION:${'Pemeriksaan kulit — '.repeat(12)}`;
  const folded = foldLine(long);
  for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  expect(folded.replace(/\r\n /g, '')).toBe(long);
  const text = calendarFile({ ...event, description: 'é'.repeat(200) });
  for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  expect(parse(text).event.description).toBe('é'.repeat(200));
  expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
});

test('the offset is computed for any configured zone', () => {
  const text = calendarFile({
    ...event,
    timeZone: 'Asia/Jayapura',
    start: new Date('2026-08-05T01:00:00Z'),
    end: new Date('2026-08-05T01:30:00Z'),
  });
  expect(text).toContain('DTSTART;TZID=Asia/Jayapura:20260805T100000');
  expect(text).toContain('TZOFFSETTO:+0900');
});
