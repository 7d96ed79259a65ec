// The site's languages (decision 040): English, the default, and Arabic.

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The digits a person reads numbers in on the Arabic pages: Latin (123, the default) or
 * Arabic-Indic (١٢٣). The English pages always read Latin digits.
 */
export const DIGITS = ['latn', 'arab'] as const;
export type Digits = (typeof DIGITS)[number];

/** The cookie that remembers the language a browser last chose. */
export const LANGUAGE_COOKIE = 'lang';

/**
 * The site's language an `Accept-Language` header prefers: the one with the highest weight by
 * its primary tag (`ar-EG` is Arabic), the earlier on a tie; English when it names neither.
 */
export function preferredLanguage(header: string | undefined): Language {
  let best: Language = 'en';
  let bestWeight = 0;
  for (const part of (header ?? '').split(',')) {
    const [range = '', ...parameters] = part.trim().split(';');
    const tag = range.trim().toLowerCase().split('-')[0];
    // A weight that is not a number (`q=abc`) counts as none: the range is passed over.
    const q = parameters.map((p) => /^\s*q\s*=(.*)$/i.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q.trim() || 'NaN');
    if (!Number.isFinite(weight) || weight <= bestWeight) continue;
    const language = LANGUAGES.find((l) => l === tag);
    if (!language) continue;
    best = language;
    bestWeight = weight;
  }
  return best;
}

/** Whether `value` names a language the site speaks. */
export const isLanguage = (value: string | undefined): value is Language =>
  LANGUAGES.some((l) => l === value);

/** The language a `Cookie` header's `lang` cookie names, if any. */
export function cookieLanguage(header: string | undefined): Language | undefined {
  const value = /(?:^|;\s*)lang=([^;]*)/.exec(header ?? '')?.[1]?.trim();
  return isLanguage(value) ? value : undefined;
}

// Each page has an address in each language (decision 040): English at `/…`, Arabic at
// `/ar/…`. The Arabic site is the same routes under a base path, so every link inside it
// stays in Arabic; changing language loads the other address.

/** The base path of the Arabic pages. */
export const ARABIC_BASE = '/ar';

/** The language a path is in: Arabic under `/ar`, English elsewhere. */
export function localeOfPath(pathname: string): Language {
  return pathname === ARABIC_BASE || pathname.startsWith(`${ARABIC_BASE}/`) ? 'ar' : 'en';
}

/** The router's base path for a language's pages (none for English). */
export const basenameOf = (locale: Language): string | undefined =>
  // With its slash, so that a link home is `/ar/`, the Arabic home's own address.
  locale === 'ar' ? `${ARABIC_BASE}/` : undefined;

/** The path of the page inside its language's site: `/ar/courses` → `/courses`. */
export function pathInSite(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  return pathname.slice(ARABIC_BASE.length) || '/';
}

/**
 * The address of the same page in `locale`: `/courses?x` → `/ar/courses?x`, `/ar/` → `/`.
 * `address` is a path with its query string and fragment, in either language.
 */
export function addressIn(locale: Language, address: string): string {
  const at = address.search(/[?#]/);
  const pathname = at < 0 ? address : address.slice(0, at);
  const rest = at < 0 ? '' : address.slice(at);
  const inSite = pathInSite(pathname);
  if (locale === 'en') return `${inSite}${rest}`;
  return `${ARABIC_BASE}${inSite}${rest}`;
}

/** Each language by its own name, as a language switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ar: 'العربية' };
