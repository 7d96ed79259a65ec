import QRCode from 'qrcode';

import { placeLine, renderTextPdf, type PlacedLine } from '../../lib/pdf/document.ts';
import { markPath, n, rgb, type Rgb } from '../../lib/pdf/pdf-ops.ts';

export type { PlacedLine } from '../../lib/pdf/document.ts';

export interface CertificatePdfInput {
  school: { name: string; nameAr?: string };
  kind: 'course' | 'memorisation' | 'qaida';
  title: string;
  titleAr?: string;
  learnerName: string;
  learnerNameAr?: string;
  line?: string;
  lineAr?: string;
  tutorName: string;
  grade?: string;
  /** Already formatted for the reader. */
  issuedOn: string;
  /** The short verification code printed on the certificate. */
  code: string;
  /** Encoded in the QR code. */
  verifyUrl: string;
  revoked?: boolean;
}

export interface CertificateLayout {
  lines: PlacedLine[];
  /** The font program embedded in the PDF (a subset of the certificate font). */
  embeddedFont: Uint8Array;
}

const PAGE_WIDTH = 841.89; // A4 landscape, in points
const PAGE_HEIGHT = 595.28;
const GREEN: Rgb = [0.07, 0.33, 0.27];
const GOLD: Rgb = [0.7, 0.55, 0.22];
const INK: Rgb = [0.12, 0.12, 0.12];
const GREY: Rgb = [0.35, 0.35, 0.35];
const RED: Rgb = [0.78, 0.08, 0.08];
/** Where the mark stands: its top left corner, from the page's top left, and its size. */
export const MARK = { left: 72, top: 64, size: 56 } as const;
const KIND_LABEL: Record<CertificatePdfInput['kind'], string> = {
  course: 'Course certificate',
  memorisation: 'Memorisation certificate',
  qaida: 'Qaida certificate',
};

/** The certificate as one A4 landscape PDF page. */
export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
  return (await renderCertificate(input)).pdf;
}

/** The PDF and what was drawn in it: the tests compare the drawn glyphs with hb-shape's. */
export async function renderCertificate(
  input: CertificatePdfInput,
): Promise<{ pdf: Uint8Array; layout: CertificateLayout }> {
  const lines: PlacedLine[] = [];
  const put = (
    text: string | undefined,
    direction: 'ltr' | 'rtl',
    size: number,
    y: number,
    color: Rgb,
    align: 'center' | 'left' | 'right' = 'center',
    at = PAGE_WIDTH / 2,
  ): void => {
    const line = placeLine(text, direction, size, y, color, align, at);
    if (line) lines.push(line);
  };

  put(input.school.name, 'ltr', 20, 522, GREEN);
  put(input.school.nameAr, 'rtl', 22, 494, GREEN);
  put(KIND_LABEL[input.kind], 'ltr', 12, 462, GOLD);
  put(input.title, 'ltr', 30, 420, INK);
  put(input.titleAr, 'rtl', 30, 380, INK);
  put('is awarded to', 'ltr', 13, 346, GREY);
  put(input.learnerName, 'ltr', 28, 306, INK);
  put(input.learnerNameAr, 'rtl', 28, 268, INK);
  put(input.line, 'ltr', 14, 226, GREY);
  put(input.lineAr, 'rtl', 16, 200, GREY);
  put(`Tutor: ${input.tutorName}`, 'ltr', 13, 138, INK, 'left', 72);
  if (input.grade) put(`Grade: ${input.grade}`, 'ltr', 13, 118, INK, 'left', 72);
  put(`Issued: ${input.issuedOn}`, 'ltr', 13, 98, INK, 'left', 72);

  const qrSize = 96;
  const qrX = PAGE_WIDTH - 72 - qrSize;
  const qrY = 92;
  put(`Code: ${input.code}`, 'ltr', 12, qrY - 20, INK, 'center', qrX + qrSize / 2);

  if (input.revoked) {
    put('REVOKED · ملغاة', 'ltr', 72, PAGE_HEIGHT / 2 - 20, RED);
    const mark = lines[lines.length - 1];
    if (mark) {
      mark.rotate = 20;
      mark.outline = true;
    }
  }

  const under: string[] = [];
  // The frame: a green rule and a fine gold one inside it.
  under.push(`${rgb(GREEN)} RG 3 w 24 24 ${n(PAGE_WIDTH - 48)} ${n(PAGE_HEIGHT - 48)} re S`);
  under.push(`${rgb(GOLD)} RG 0.8 w 34 34 ${n(PAGE_WIDTH - 68)} ${n(PAGE_HEIGHT - 68)} re S`);
  under.push(
    `${rgb(GOLD)} RG 0.6 w ${n(PAGE_WIDTH / 2 - 120)} 452 m ${n(PAGE_WIDTH / 2 + 120)} 452 l S`,
  );
  under.push(markPath(MARK.left, PAGE_HEIGHT - MARK.top - MARK.size, MARK.size));
  under.push(qrPath(input.verifyUrl, qrX, qrY, qrSize));

  const { pdf, embeddedFont } = await renderTextPdf({
    title: `${input.title} — ${input.learnerName}`,
    subject: KIND_LABEL[input.kind],
    author: input.school.name,
    lang: 'en',
    pages: [{ width: PAGE_WIDTH, height: PAGE_HEIGHT, under, lines }],
  });
  return { pdf, layout: { lines, embeddedFont } };
}

/** The QR code as filled squares, one per dark module, from qrcode's module matrix. */
function qrPath(url: string, x: number, y: number, size: number): string {
  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const cell = size / count;
  const out: string[] = ['0 0 0 rg'];
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (!qr.modules.get(row, col)) continue;
      // PDF's y axis points up: row 0 is the top.
      out.push(`${n(x + col * cell)} ${n(y + size - (row + 1) * cell)} ${n(cell)} ${n(cell)} re`);
    }
  }
  out.push('f');
  return out.join('\n');
}
