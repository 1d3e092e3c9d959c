// The .ics file of a confirmed viewing (RFC 5545): one event, its time in UTC (Sierra Leone's own time).
import { VIEWING_MINUTES } from '../../../common/viewings.js';

const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
/** Text values escape backslash, semicolon, comma and newlines. */
const escape = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
/** Lines longer than 75 octets are folded (a space starts each continuation). */
const fold = (line: string) => line.match(/.{1,73}/gu)?.join('\r\n ') ?? line;

export function viewingCalendar(input: { id: string; at: Date; title: string; address: string; url: string; now: Date }): string {
  const end = new Date(input.at.getTime() + VIEWING_MINUTES * 60_000);
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Salone Homes//Viewings//EN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:viewing-${input.id}@salonehomes`,
    `DTSTAMP:${stamp(input.now)}`,
    `DTSTART:${stamp(input.at)}`,
    `DTEND:${stamp(end)}`,
    `SUMMARY:${escape(`Viewing: ${input.title}`)}`,
    `LOCATION:${escape(input.address)}`,
    `DESCRIPTION:${escape(`Meet at the property. Never pay before you have seen it. ${input.url}`)}`,
    `URL:${input.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].map(fold).join('\r\n');
}
