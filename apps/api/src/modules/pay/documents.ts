import type { PayLineOutcome, PayStatement, PayStatementLine } from '@iqra/contracts';
import { PAY_OUTCOME_LABELS } from '@iqra/contracts';
import { csvOf } from '../../lib/csv.ts';
import { placeLine, renderTextPdf, type PlacedLine } from '../../lib/pdf/document.ts';
import { n, rgb, type Rgb } from '../../lib/pdf/pdf-ops.ts';

// A statement as a file to keep: CSV for a spreadsheet, PDF to print (the certificate's
// HarfBuzz machinery, so a learner's Arabic name is shaped as it is written). In English, with
// the names as they are written; times on the tutor's clock, as on the screen.

const OUTCOME_WORDS: Record<PayLineOutcome, string> = {
  ...PAY_OUTCOME_LABELS,
  not_recorded: 'Not recorded yet',
  scheduled: 'Still to come',
};

/** The number of decimals a currency's minor unit stands for (2 for USD, 0 for JPY). */
function decimalsOf(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** Minor units as the currency writes them, without its sign: 1250 USD → "12.50". */
export function majorOf(minor: number, currency: string): string {
  const decimals = decimalsOf(currency);
  return (minor / 10 ** decimals).toFixed(decimals);
}

const courseOf = (line: PayStatementLine) =>
  line.kind === 'trial' ? 'Free trial class' : (line.course ?? '');

/** What a line's amount column says: the amount, or why there is none. */
function amountWords(line: PayStatementLine): string {
  if (!line.counts) return 'Not paid';
  if (!line.rate || line.amount_minor === null) return 'No rate';
  return `${majorOf(line.amount_minor, line.rate.currency)} ${line.rate.currency}`;
}

/** A statement's file name: the tutor's id and the month. */
export const statementFileName = (statement: PayStatement, extension: 'csv' | 'pdf') =>
  `pay-statement-${statement.tutor.id}-${statement.month}.${extension}`;

/** The statement as CSV: a header line, one line per class, then the totals per currency. */
export function statementCsv(statement: PayStatement): Promise<string> {
  const zone = statement.tutor.time_zone;
  return csvOf([
    [
      `Date (${zone})`,
      `Time (${zone})`,
      'Class',
      'Learner',
      'Course',
      'Minutes',
      'Outcome',
      'Counts',
      'Currency',
      'Amount',
    ],
    ...statement.lines.map((line) => [
      line.date,
      line.time,
      line.class_id,
      line.learner,
      courseOf(line),
      line.minutes,
      OUTCOME_WORDS[line.outcome],
      line.counts ? 'yes' : 'no',
      line.rate?.currency ?? '',
      line.counts && line.rate && line.amount_minor !== null
        ? majorOf(line.amount_minor, line.rate.currency)
        : line.counts
          ? 'No rate'
          : '',
    ]),
    ...statement.totals.map((total) => [
      'Total',
      '',
      '',
      '',
      '',
      total.minutes,
      `${total.classes} classes`,
      '',
      total.currency,
      majorOf(total.amount_minor, total.currency),
    ]),
  ]);
}

const PAGE_WIDTH = 595.28; // A4 portrait, in points
const PAGE_HEIGHT = 841.89;
const MARGIN = 40;
const GREEN: Rgb = [0.07, 0.33, 0.27];
const INK: Rgb = [0.12, 0.12, 0.12];
const GREY: Rgb = [0.4, 0.4, 0.4];
const ROW = 15;
const SIZE = 8.5;

/** The table's columns: where each starts (or, right-aligned, ends), and its widest text. */
const COLUMNS = [
  { header: 'Date', at: MARGIN, chars: 10 },
  { header: 'Time', at: MARGIN + 54, chars: 5 },
  { header: 'Learner', at: MARGIN + 86, chars: 26 },
  { header: 'Course', at: MARGIN + 218, chars: 24 },
  { header: 'Min', at: MARGIN + 350, chars: 4 },
  { header: 'Outcome', at: MARGIN + 376, chars: 24 },
  { header: 'Amount', at: PAGE_WIDTH - MARGIN, chars: 16, right: true },
] as const;

/** A cell's text, cut with an ellipsis past the column's width. */
const cut = (text: string, chars: number) =>
  [...text].length > chars ? `${[...text].slice(0, chars - 1).join('')}…` : text;

/** A page number at the foot of each page, once their number is known. */
function numberPages(pages: readonly { lines: PlacedLine[] }[]) {
  pages.forEach((page, index) => {
    const at = PAGE_WIDTH / 2;
    const number = placeLine(
      `${index + 1} / ${pages.length}`,
      'ltr',
      SIZE - 1,
      MARGIN - 16,
      GREY,
      'center',
      at,
    );
    if (number) page.lines.push(number);
  });
}

/** The statement as a PDF: a heading, the classes as a table over as many pages as needed, the totals. */
export async function statementPdf(statement: PayStatement): Promise<Uint8Array> {
  const pages: { lines: PlacedLine[]; under: string[] }[] = [];
  let page = { lines: [] as PlacedLine[], under: [] as string[] };
  let y = 0;
  const put = (text: string, size: number, at: number, color: Rgb, right = false) => {
    const line = placeLine(text, 'ltr', size, y, color, right ? 'right' : 'left', at);
    if (line) page.lines.push(line);
    return line;
  };
  const rule = () =>
    page.under.push(
      `${rgb(GREY)} RG 0.4 w ${n(MARGIN)} ${n(y - 4)} m ${n(PAGE_WIDTH - MARGIN)} ${n(y - 4)} l S`,
    );
  const header = () => {
    for (const column of COLUMNS) {
      put(column.header, SIZE, column.at, GREEN, 'right' in column);
    }
    rule();
    y -= ROW + 2;
  };
  const newPage = () => {
    page = { lines: [], under: [] };
    pages.push(page);
    y = PAGE_HEIGHT - MARGIN - 10;
  };

  newPage();
  put(`Pay statement · ${statement.tutor.name}`, 16, MARGIN, GREEN);
  y -= 22;
  put(
    `Month ${statement.month} of the school’s calendar (${statement.school_time_zone}); dates and times on the tutor’s clock (${statement.tutor.time_zone})`,
    SIZE,
    MARGIN,
    GREY,
  );
  y -= ROW;
  if (statement.paid) {
    const by = statement.paid.paid_by ? ` by ${statement.paid.paid_by}` : '';
    put(`Paid on ${statement.paid.paid_at.slice(0, 10)}${by}`, SIZE + 1, MARGIN, INK);
    y -= ROW;
  }
  y -= 8;
  header();
  for (const line of statement.lines) {
    if (y < MARGIN + ROW * 4) {
      newPage();
      header();
    }
    const cells = [
      line.date,
      line.time,
      line.learner,
      courseOf(line),
      String(line.minutes),
      OUTCOME_WORDS[line.outcome],
      amountWords(line),
    ];
    COLUMNS.forEach((column, index) => {
      put(
        cut(cells[index] ?? '', column.chars),
        SIZE,
        column.at,
        line.counts ? INK : GREY,
        'right' in column,
      );
    });
    y -= ROW;
  }
  y -= 6;
  rule();
  y -= ROW;
  const counted = `${statement.classes_counted} classes counted, ${statement.minutes_counted} minutes`;
  put(counted, SIZE + 1, MARGIN, INK);
  for (const total of statement.totals) {
    put(
      `${majorOf(total.amount_minor, total.currency)} ${total.currency}`,
      SIZE + 3,
      PAGE_WIDTH - MARGIN,
      INK,
      true,
    );
    y -= ROW + 2;
  }
  if (statement.totals.length === 0) y -= ROW;
  if (statement.unpriced_classes > 0) {
    put(
      `${statement.unpriced_classes} classes fall on days without a rate: not in the total`,
      SIZE,
      MARGIN,
      GREY,
    );
    y -= ROW;
  }
  if (statement.not_recorded.length > 0) {
    put(
      `${statement.not_recorded.length} classes not recorded yet: they pay nothing until recorded`,
      SIZE,
      MARGIN,
      GREY,
    );
  }
  numberPages(pages);

  const { pdf } = await renderTextPdf({
    title: `Pay statement ${statement.month} · ${statement.tutor.name}`,
    subject: 'Pay statement',
    author: 'Iqra',
    lang: 'en',
    pages: pages.map(({ lines, under }) => ({
      width: PAGE_WIDTH,
      height: PAGE_HEIGHT,
      under,
      lines,
    })),
  });
  return pdf;
}
