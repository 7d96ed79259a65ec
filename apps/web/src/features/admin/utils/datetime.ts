/**
 * Times in the back office are typed and shown in the browser's own time zone; the server
 * stores instants (ISO 8601). `<input type="datetime-local">` speaks "2026-05-01T18:30".
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a datetime-local value in the browser's zone; '' when there is none. */
export function isoToLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a datetime-local value, not words
  return `${toLocalDateInput(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant a datetime-local value names in the browser's zone, as ISO 8601 (UTC).
 * '' stays '' and anything unreadable is passed on as it is, for the schema to reject.
 */
export function localInputToIso(value: string): string {
  const match = LOCAL_INPUT.exec(value);
  if (!match) return value;
  const [year, month, day, hour, minute, second] = match
    .slice(1)
    .map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const date = new Date(year, month - 1, day, hour, minute, second);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** A calendar date in the browser's zone as an `<input type="date">` value: "2026-05-01". */
export function toLocalDateInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The same wall-clock time `months` later (31 Jan + 1 month is the last day of February). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  const day = result.getDate();
  result.setDate(1);
  result.setMonth(result.getMonth() + months);
  const lastDay = new Date(result.getFullYear(), result.getMonth() + 1, 0).getDate();
  result.setDate(Math.min(day, lastDay));
  return result;
}

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Every IANA zone the browser knows, with the browser's own among them. */
export function timeZoneOptions(): string[] {
  const zones =
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an Intl key, not words
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const own = browserTimeZone();
  return zones.includes(own) ? zones : [own, ...zones];
}

/**
 * A compact date and time for dense tables, in the browser's zone and the Intl locale `tag`
 * (`useFormat().tag`): "1 May 2026, 18:30".
 */
export function formatWhen(iso: string | null | undefined, tag: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** Only the time of an instant, in the browser's zone and the Intl locale `tag`: "18:30". */
export function formatTime(iso: string | null | undefined, tag: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(tag, { timeStyle: 'short' }).format(date);
}
