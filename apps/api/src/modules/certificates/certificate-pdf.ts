import type { PrintedCertificate } from '@iqra/contracts';
import { SCHOOL } from '../mail/index.ts';
import { renderCertificatePdf } from './pdf.ts';

/** The school's name in Arabic, as its certificates print it. */
const SCHOOL_AR = 'أكاديمية اقرأ';

/** "30 May 2027": the day a certificate was awarded, as printed. */
const printedDay = (isoDate: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));

const present = (text: string | null) => (text ? text : undefined);

/** A certificate as the PDF prints it, from what anyone with its code may read. */
export function certificatePdf(certificate: PrintedCertificate, verifyUrl: string) {
  const line = [certificate.line, certificate.range].filter(Boolean).join(' — ');
  return renderCertificatePdf({
    school: { name: SCHOOL, nameAr: SCHOOL_AR },
    kind: certificate.kind,
    title: certificate.title,
    titleAr: present(certificate.title_ar),
    learnerName: certificate.name,
    learnerNameAr: present(certificate.name_ar),
    line: present(line),
    lineAr: present(certificate.line_ar),
    tutorName: certificate.tutor_name,
    grade: present(certificate.grade),
    issuedOn: printedDay(certificate.issued_on),
    code: certificate.code,
    verifyUrl,
    revoked: certificate.status === 'revoked',
  });
}
