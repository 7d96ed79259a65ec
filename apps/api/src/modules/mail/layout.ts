import type { MailContent } from './templates.ts';

// The one branded layout every mail is written in: HTML and plain text from the same parts.

export const SCHOOL = 'Iqra Academy';

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

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

const rowsHtmlOf = (rows: [string, string][] | undefined) =>
  rows && rows.length > 0
    ? `<table role="presentation" cellpadding="6" style="border-collapse:collapse;margin:16px 0">${rows
        .map(
          ([label, value]) =>
            `<tr><td style="font-weight:600;padding-right:16px;vertical-align:top">${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`,
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
): MailContent {
  const rowsHtml = rowsHtmlOf(block.rows);
  const actionHtml = block.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(block.action.url)}" style="background:#0f5132;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(block.action.label)}</a></p><p style="font-size:13px;color:#4b5563">Or open this link: <a href="${escapeHtml(block.action.url)}" style="color:#0f5132">${escapeHtml(block.action.url)}</a></p>`
    : '';
  const footerHtml = block.footer
    ? `<br><br>${escapeHtml(block.footer.text)} <a href="${escapeHtml(block.footer.url)}" style="color:#0f5132">${escapeHtml(block.footer.label)}</a>`
    : '';
  const paragraphs = (items: string[] = []) =>
    items.map((item) => `<p style="margin:0 0 14px">${escapeHtml(item)}</p>`).join('');
  const sectionsHtml = (block.sections ?? [])
    .map(
      (section) =>
        `<h2 style="font-size:18px;margin:24px 0 10px;color:#0f5132">${escapeHtml(section.heading)}</h2>${paragraphs(section.paragraphs)}${rowsHtmlOf(section.rows)}`,
    )
    .join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#fafaf7;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border:1px solid #e5e7eb;border-radius:12px">
<tr><td style="background:#0f5132;color:#ffffff;padding:18px 24px;border-radius:12px 12px 0 0;font-size:20px;font-weight:700">${SCHOOL} <span lang="ar" dir="rtl" style="color:#f1d77a">اقرأ</span></td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.6">
<p style="margin:0 0 14px">${escapeHtml(greeting)}</p>
${paragraphs(block.paragraphs)}${rowsHtml}${sectionsHtml}${actionHtml}${paragraphs(block.after)}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;font-size:13px;color:#4b5563">
${SCHOOL} — online Quran, Arabic and Islamic studies with native Arabic tutors.<br>
<a href="${escapeHtml(publicUrl)}" style="color:#0f5132">${escapeHtml(publicUrl)}</a> · <a href="${escapeHtml(`${publicUrl}/privacy-policy`)}" style="color:#0f5132">Privacy Policy</a>${footerHtml}
</td></tr></table></td></tr></table></body></html>`;
  const text = [
    greeting,
    '',
    ...block.paragraphs.flatMap((item) => [item, '']),
    ...rowsTextOf(block.rows),
    ...(block.sections ?? []).flatMap((section) => [
      section.heading.toUpperCase(),
      '',
      ...section.paragraphs.flatMap((item) => [item, '']),
      ...rowsTextOf(section.rows),
    ]),
    ...(block.action ? [`${block.action.label}: ${block.action.url}`, ''] : []),
    ...(block.after ?? []).flatMap((item) => [item, '']),
    '--',
    `${SCHOOL} — online Quran, Arabic and Islamic studies with native Arabic tutors.`,
    publicUrl,
    ...(block.footer
      ? ['', `${block.footer.text} ${block.footer.label}: ${block.footer.url}`]
      : []),
  ].join('\n');
  return { subject, html, text };
}
