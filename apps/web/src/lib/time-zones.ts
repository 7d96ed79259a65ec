/**
 * Time zones as people choose them: every IANA zone the browser knows, named by place so a
 * keyboard user can type a city to reach it in the list.
 */

// eslint-disable-next-line lingui/no-unlocalized-strings -- an IANA time zone
export const UTC = 'UTC';

/** The browser's own zone ('UTC' when it cannot say). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || UTC;
  } catch {
    return UTC;
  }
}

/** The zone when this browser can show times on its clock, else null. */
export function knownTimeZone(zone: string | null | undefined): string | null {
  if (!zone) return null;
  try {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a BCP 47 locale tag
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return zone;
  } catch {
    return null;
  }
}

/** A zone as the list shows it: "London (Europe)", "Salta, Argentina (America)", "UTC". */
export function timeZoneLabel(zone: string): string {
  const [region, ...places] = zone.split('/');
  if (places.length === 0) return zone.replaceAll('_', ' ');
  const place = places
    .reverse()
    .map((part) => part.replaceAll('_', ' '))
    .join(', ');
  return `${place} (${region})`;
}

export interface TimeZoneOption {
  value: string;
  label: string;
}

/**
 * Every zone the browser knows and UTC, with `also` (the account's zone, the browser's) among
 * them even when this browser spells them otherwise, in the order of their labels.
 */
export function timeZoneOptions(...also: (string | null | undefined)[]): TimeZoneOption[] {
  const zones = new Set(
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an Intl key
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [],
  );
  for (const zone of [UTC, ...also]) if (zone) zones.add(zone);
  return [...zones]
    .map((value) => ({ value, label: timeZoneLabel(value) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
}
