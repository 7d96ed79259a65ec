/**
 * "Tuesday 2 March 2027, 19:00 GMT": an instant on the wall clock of a zone, as mails and
 * messages to one person say it (in `locale`: an Arabic mail's is Arabic). The runtime's tz
 * database does the arithmetic.
 */
export function formatInZone(at: Date, timeZone: string, locale = 'en-GB'): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
    timeZone,
  }).format(at);
}

const WEEKDAY_NAMES = [
  'Mondays',
  'Tuesdays',
  'Wednesdays',
  'Thursdays',
  'Fridays',
  'Saturdays',
  'Sundays',
];

/** "Tuesdays and Saturdays": ISO weekdays (1 = Monday) as a plan's summary says them. */
export function weekdayList(weekdays: readonly number[]): string {
  const names = [...weekdays].sort((a, b) => a - b).map((day) => WEEKDAY_NAMES[day - 1] ?? '');
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
