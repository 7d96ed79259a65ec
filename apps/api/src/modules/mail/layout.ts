import { addressIn, type Language } from '@iqra/contracts';
import type { MailContent } from './templates.ts';

// The one branded layout every mail is written in: HTML and plain text from the same parts.

export const SCHOOL = 'Iqra Academy';

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

// A name, an address or a price inside Arabic words is isolated, so its own direction does not
// reorder the sentence around it: the words mark it with U+2068 … U+2069 (first strong
// isolate, pop), which the text part keeps and the HTML turns into <bdi>.
const FSI = '\u2068';
const PDI = '\u2069';

/** `value` isolated from the words around it (see `escapeIsolated`). */
export const isolate = (value: string | number) => `${FSI}${value}${PDI}`;

/** Escapes for HTML, and writes each isolated part as <bdi>. */
const escapeIsolated = (value: string) =>
  escapeHtml(value).replace(/\u2068([^\u2068\u2069]*)\u2069/g, '<bdi>$1</bdi>');

/** The language of a mail the layout wrote, as its `<html lang>` says (its Content-Language). */
export function languageOfHtml(html: string): Language | undefined {
  return /^<!doctype html><html lang="(en|ar)"/.exec(html)?.[1] as Language | undefined;
}

/**
 * A link of the site in `locale`: a page of the Arabic site is under /ar/; the API and files
 * (a calendar's .ics) are the same in both, and so is any other site's link (a class's).
 */
export function linkIn(locale: Language, publicUrl: string, url: string): string {
  if (locale === 'en' || !url.startsWith(publicUrl)) return url;
  const address = url.slice(publicUrl.length) || '/';
  if (!address.startsWith('/') || /^\/api(\/|$|\?)/.test(address)) return url;
  if (/\.ics($|[?#])/.test(address)) return url;
  return `${publicUrl}${addressIn(locale, address)}`;
}

/** The layout's own words, and its sides, in each language. */
const LAYOUT = {
  en: {
    html: '<html lang="en">',
    start: 'right',
    orOpen: 'Or open this link:',
    tagline: `${SCHOOL} — online Quran, Arabic and Islamic studies with native Arabic tutors.`,
    privacy: 'Privacy Policy',
    brand: `${SCHOOL} <span lang="ar" dir="rtl" style="color:#f1d77a">اقرأ</span>`,
    body: '',
  },
  ar: {
    html: '<html lang="ar" dir="rtl">',
    start: 'left',
    orOpen: 'أو افتح هذا الرابط:',
    tagline: `أكاديمية اقرأ — تعليم القرآن واللغة العربية والدراسات الإسلامية عبر الإنترنت مع معلمين ناطقين بالعربية.`,
    privacy: 'سياسة الخصوصية',
    brand: `أكاديمية اقرأ <span lang="en" dir="ltr" style="color:#f1d77a">${SCHOOL}</span>`,
    body: 'direction:rtl;text-align:right;',
  },
} satisfies Record<Language, Record<string, string>>;

export interface Block {
  /** Paragraphs of plain text (escaped for HTML). */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Label/value rows, e.g. a receipt. */
  rows?: [string, string][];
  /** Parts under headings, after the rows (a digest's, one per child). */
  sections?: Section[];
  after?: string[];
  /** A line under the footer with a link: why this mail came, and how to stop it. */
  footer?: { text: string; label: string; url: string };
}

export interface Section {
  heading: string;
  paragraphs: string[];
  rows: [string, string][];
}

const rowsHtmlOf = (rows: [string, string][] | undefined, locale: Language) =>
  rows && rows.length > 0
    ? `<table role="presentation" cellpadding="6" style="border-collapse:collapse;margin:16px 0">${rows
        .map(
          ([label, value]) =>
            `<tr><td style="font-weight:600;padding-${LAYOUT[locale].start}:16px;vertical-align:top">${escapeIsolated(label)}</td><td>${escapeIsolated(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';

const rowsTextOf = (rows: [string, string][] | undefined) =>
  rows && rows.length > 0 ? [...rows.map(([label, value]) => `${label}: ${value}`), ''] : [];

export function render(
  publicUrl: string,
  subject: string,
  greeting: string,
  block: Block,
  locale: Language = 'en',
): MailContent {
  const words = LAYOUT[locale];
  const home = locale === 'en' ? publicUrl : `${publicUrl}${addressIn(locale, '/')}`;
  const privacy = `${publicUrl}${addressIn(locale, '/privacy-policy')}`;
  const rowsHtml = rowsHtmlOf(block.rows, locale);
  const actionHtml = block.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(block.action.url)}" style="background:#0f5132;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escapeIsolated(block.action.label)}</a></p><p style="font-size:13px;color:#4b5563">${words.orOpen} <a href="${escapeHtml(block.action.url)}" style="color:#0f5132">${escapeHtml(block.action.url)}</a></p>`
    : '';
  const footerHtml = block.footer
    ? `<br><br>${escapeIsolated(block.footer.text)} <a href="${escapeHtml(block.footer.url)}" style="color:#0f5132">${escapeIsolated(block.footer.label)}</a>`
    : '';
  const paragraphs = (items: string[] = []) =>
    items.map((item) => `<p style="margin:0 0 14px">${escapeIsolated(item)}</p>`).join('');
  const sectionsHtml = (block.sections ?? [])
    .map(
      (section) =>
        `<h2 style="font-size:18px;margin:24px 0 10px;color:#0f5132">${escapeIsolated(section.heading)}</h2>${paragraphs(section.paragraphs)}${rowsHtmlOf(section.rows, locale)}`,
    )
    .join('');
  const html = `<!doctype html>${words.html}<head><meta charset="utf-8"><title>${escapeIsolated(subject)}</title></head>
<body style="${words.body}margin:0;background:#fafaf7;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border:1px solid #e5e7eb;border-radius:12px">
<tr><td style="background:#0f5132;color:#ffffff;padding:18px 24px;border-radius:12px 12px 0 0;font-size:20px;font-weight:700">${words.brand}</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.6">
<p style="margin:0 0 14px">${escapeIsolated(greeting)}</p>
${paragraphs(block.paragraphs)}${rowsHtml}${sectionsHtml}${actionHtml}${paragraphs(block.after)}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;font-size:13px;color:#4b5563">
${escapeIsolated(words.tagline)}<br>
<a href="${escapeHtml(home)}" style="color:#0f5132">${escapeHtml(home)}</a> · <a href="${escapeHtml(privacy)}" style="color:#0f5132">${words.privacy}</a>${footerHtml}
</td></tr></table></td></tr></table></body></html>`;
  const text = [
    greeting,
    '',
    ...block.paragraphs.flatMap((item) => [item, '']),
    ...rowsTextOf(block.rows),
    ...(block.sections ?? []).flatMap((section) => [
      // Arabic has no capitals; a Latin name in an Arabic heading keeps its own.
      locale === 'en' ? section.heading.toUpperCase() : section.heading,
      '',
      ...section.paragraphs.flatMap((item) => [item, '']),
      ...rowsTextOf(section.rows),
    ]),
    ...(block.action ? [`${block.action.label}: ${block.action.url}`, ''] : []),
    ...(block.after ?? []).flatMap((item) => [item, '']),
    '--',
    words.tagline,
    home,
    ...(block.footer
      ? ['', `${block.footer.text} ${block.footer.label}: ${block.footer.url}`]
      : []),
  ].join('\n');
  return { subject, html, text, language: locale };
}
