/** `$45` or `$49.99`: whole dollars without cents, as price tags usually read. */
export function formatPrice(dollars: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
  }).format(dollars);
}

/** The first `length` characters and an ellipsis (the spec's 70-character preview). */
export function preview(text: string, length = 70): string {
  return `${text.slice(0, length)}...`;
}

/** Text cut at `length` characters with an ellipsis only when longer (the 30-character link). */
export function truncate(text: string, length = 30): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

/** A date and time in the viewer's own time zone, naming the zone: "Mon 23 Nov 2026, 17:00 GMT". */
export function formatDateTime(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}

/** A calendar date in the viewer's time zone: "23 Nov 2026". */
export function formatDate(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}
