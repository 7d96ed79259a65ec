/**
 * `$45`, `$49.99` or `$1,250`: whole dollars without cents, as price tags usually read. Written
 * out rather than through `Intl.NumberFormat`: the first currency formatter a page makes costs
 * the browser tens of milliseconds (it loads the locale's currency data), the largest single
 * cost of hydrating the home page; the result is the same (format.test.ts compares them).
 */
export function formatPrice(amount: number, tag: string = ENGLISH): string {
  const [whole = '', cents] = Math.abs(amount)
    .toFixed(Number.isInteger(amount) ? 0 : 2)
    .split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return inDigitsOf(
    tag,
    `${amount < 0 ? '-' : ''}$${grouped}${cents === undefined ? '' : `.${cents}`}`,
  );
}

/** The Intl locale of the English pages: British English, Latin digits. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a BCP 47 locale tag
export const ENGLISH = 'en-GB';

/** Arabic-Indic zero (U+0660); the other digits follow it. */
const ARABIC_ZERO = 0x660;

/** Latin digits written in the locale's own digits (Arabic-Indic where its tag asks for them). */
export function inDigitsOf(tag: string, text: string): string {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a BCP 47 extension
  return tag.includes('-nu-arab')
    ? text.replace(/\d/g, (d) => String.fromCharCode(ARABIC_ZERO + Number(d)))
    : text;
}

/** The first `length` characters and an ellipsis (the spec's 70-character preview). */
export function preview(text: string, length = 70): string {
  return `${text.slice(0, length)}...`;
}

/** A count and its noun: "1 page", "604 pages", "1,000 ayat" (`many` when not "-s"). */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString(ENGLISH)} ${count === 1 ? one : many}`;

/** Text cut at `length` characters with an ellipsis only when longer (the 30-character link). */
export function truncate(text: string, length = 30): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

/** A date and time in the viewer's own time zone, naming the zone: "Mon 23 Nov 2026, 17:00 GMT". */
export function formatDateTime(iso: string, timeZone?: string, tag: string = ENGLISH): string {
  return new Intl.DateTimeFormat(tag, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    // eslint-disable-next-line lingui/no-unlocalized-strings -- Intl options
    hour: '2-digit',
    // eslint-disable-next-line lingui/no-unlocalized-strings -- Intl options
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}

/** A calendar date in the viewer's time zone: "23 Nov 2026". */
export function formatDate(iso: string, timeZone?: string, tag: string = ENGLISH): string {
  return new Intl.DateTimeFormat(tag, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}

/** The Intl locale of the Arabic pages in the digits a person chose: Latin or Arabic-Indic. */

export const ARABIC = { latn: 'ar-u-nu-latn', arab: 'ar-u-nu-arab' } as const;

/**
 * The Umm al-Qura (Hijri) date of an instant on a zone's calendar, in the locale:
 * "27 Muharram 1449 AH", "٢٧ محرم ١٤٤٩ هـ". A zone this browser does not know reads on UTC.
 */
export function formatHijriDate(iso: string, timeZone?: string, tag: string = ENGLISH): string {
  const options: Intl.DateTimeFormatOptions = {
    calendar: 'islamic-umalqura',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  };
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(tag, { ...options, ...(timeZone ? { timeZone } : {}) });
  } catch {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an IANA time zone
    format = new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' });
  }
  return format.format(new Date(iso));
}

/** Whether an instant falls in Ramadan on a zone's calendar (the Umm al-Qura ninth month). */
export function inRamadan(iso: string, timeZone: string): boolean {
  try {
    const parts = new Intl.DateTimeFormat(ENGLISH, {
      calendar: 'islamic-umalqura',
      month: 'numeric',
      timeZone,
    }).formatToParts(new Date(iso));
    return Number(parts.find((part) => part.type === 'month')?.value) === 9;
  } catch {
    return false;
  }
}

/** A date as shown with its Hijri date beside it: "Fri 2 Jul 2027 · 27 Muharram 1449 AH". */
export const withHijri = (shown: string, iso: string, timeZone?: string, tag = ENGLISH) =>
  `${shown} · ${formatHijriDate(iso, timeZone, tag)}`;

type ClockParts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

/** The Arabic comma (U+060C), written as an escape: the source's Arabic is what Amiri keeps. */
const ARABIC_COMMA = '\u060C';

// One formatter per zone and locale: a page of classes formats dozens of times on a few clocks.
const clocks = new Map<string, Intl.DateTimeFormat>();

const clockFor = (timeZone: string, tag: string) =>
  new Intl.DateTimeFormat(tag, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    // eslint-disable-next-line lingui/no-unlocalized-strings -- Intl options
    hour: '2-digit',
    // eslint-disable-next-line lingui/no-unlocalized-strings -- Intl options
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
    timeZone,
  });

/**
 * An instant's parts on a zone's 24-hour clock, in the locale (British English by default),
 * naming the zone. A zone this browser does not know (the server's tz data may be newer)
 * reads on UTC, which it names.
 */
function clockParts(iso: string, timeZone: string, tag: string): ClockParts {
  const key = `${tag} ${timeZone}`;
  let clock = clocks.get(key);
  if (!clock) {
    try {
      clock = clockFor(timeZone, tag);
    } catch {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- an IANA time zone
      clock = clockFor('UTC', tag);
    }
    clocks.set(key, clock);
  }
  return Object.fromEntries(
    clock.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  ) as ClockParts;
}

// English reads "Fri 2 Jul 2027"; Arabic the weekday, an Arabic comma, then the day first.
const dayOf = (parts: ClockParts, tag: string) =>
  tag === ENGLISH
    ? `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}`
    : `${parts.weekday}${ARABIC_COMMA} ${parts.day} ${parts.month} ${parts.year}`;

/** A class's time on a zone's clock, naming the zone: "Fri 2 Jul 2027, 00:30 BST". */
export function formatClassTime(iso: string, timeZone: string, tag: string = ENGLISH): string {
  const parts = clockParts(iso, timeZone, tag);
  const separator = tag === ENGLISH ? ', ' : `${ARABIC_COMMA} `;
  return `${dayOf(parts, tag)}${separator}${parts.hour}:${parts.minute} ${parts.timeZoneName}`;
}

/** The calendar day of an instant on a zone's clock: "Fri 2 Jul 2027". */
export function formatClassDay(iso: string, timeZone: string, tag: string = ENGLISH): string {
  return dayOf(clockParts(iso, timeZone, tag), tag);
}

/** The weekday and time on another person's clock, for small print: "Fri 02:30". */
export function formatWeekdayTime(iso: string, timeZone: string, tag: string = ENGLISH): string {
  const parts = clockParts(iso, timeZone, tag);
  return `${parts.weekday} ${parts.hour}:${parts.minute}`;
}

/** Where a zone's clock is: "Africa/Cairo" → "Cairo", "America/Argentina/Salta" → "Salta". */
export function zonePlace(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ');
}

/** A class's length as the plans name it: "30 minutes", "60 minutes". */
export function formatMinutes(minutes: number): string {
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
