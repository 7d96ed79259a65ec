import { CERTIFICATE_KIND_LABELS, type Certificate } from '@iqra/contracts';
import { useState } from 'react';
import { formatDate } from '../../lib/format.ts';

/** The path of a certificate's PDF: anyone with the code may have it, as the page says. */
export const certificatePdfPath = (code: string) =>
  `/api/certificates/${encodeURIComponent(code)}/pdf`;

/** The path of its signed credential (a VC-JWT), for a digital wallet. */
export const certificateCredentialPath = (code: string) =>
  `/api/certificates/${encodeURIComponent(code)}/credential`;

/**
 * Certificates as cards: what, when, by whom, whether it stands; the PDF, the link to check
 * it (copied), and the page anyone opens with it.
 */
export function CertificateList({
  certificates,
  label,
}: {
  certificates: Certificate[];
  label: string;
}) {
  const [copied, setCopied] = useState<string>('');
  const copy = async (certificate: Certificate) => {
    try {
      await navigator.clipboard.writeText(certificate.url);
      setCopied(`The link to “${certificate.title}” is copied.`);
    } catch {
      setCopied(`Copy this link: ${certificate.url}`);
    }
  };
  return (
    <>
      <p role="status" className={copied ? 'mt-3 text-success' : ''}>
        {copied}
      </p>
      <ul className="mt-4 grid gap-4 lg:grid-cols-2" aria-label={label}>
        {certificates.map((certificate) => (
          <li key={certificate.id} className="card p-5">
            <p className="text-sm font-semibold uppercase tracking-wide text-gold-dark">
              {CERTIFICATE_KIND_LABELS[certificate.kind]}
            </p>
            <h3 className="mt-1 text-lg">{certificate.title}</h3>
            {certificate.title_ar && (
              <p lang="ar" dir="rtl" className="text-lg">
                {certificate.title_ar}
              </p>
            )}
            {certificate.range && <p className="text-sm text-muted">{certificate.range.label}</p>}
            <p className="mt-2 text-sm">
              Awarded{' '}
              <time dateTime={certificate.issued_on}>
                {formatDate(certificate.issued_on, 'UTC')}
              </time>{' '}
              · Tutor: {certificate.tutor_name}
              {certificate.grade && <> · Grade: {certificate.grade}</>}
            </p>
            {certificate.revoked ? (
              <p className="mt-2 text-sm font-semibold text-danger">
                <i className="pi pi-times-circle me-1" aria-hidden />
                Revoked on {formatDate(certificate.revoked.at, 'UTC')}: {certificate.revoked.reason}
              </p>
            ) : (
              <p className="mt-2 text-sm font-semibold text-success">
                <i className="pi pi-check-circle me-1" aria-hidden />
                Valid
              </p>
            )}
            <p className="mt-1 text-sm text-muted">
              Code <span className="font-mono">{certificate.code}</span>
            </p>
            <div className="mt-4 flex flex-wrap gap-2">
              <a
                href={certificatePdfPath(certificate.code)}
                download={`iqra-certificate-${certificate.code}.pdf`}
                className="btn btn-primary px-4"
                aria-label={`Download PDF of “${certificate.title}”`}
              >
                <i className="pi pi-download" aria-hidden /> Download PDF
              </a>
              <button
                type="button"
                className="btn btn-outline px-4"
                onClick={() => void copy(certificate)}
                aria-label={`Copy link to “${certificate.title}”`}
              >
                <i className="pi pi-link" aria-hidden /> Copy link
              </button>
              <a
                href={certificateCredentialPath(certificate.code)}
                download={`iqra-certificate-${certificate.code}.jwt`}
                className="btn btn-outline px-4"
                aria-label={`Credential of “${certificate.title}”, for a digital wallet`}
              >
                <i className="pi pi-wallet" aria-hidden /> Credential
              </a>
              <a
                href={certificate.url}
                className="btn btn-outline px-4"
                aria-label={`Check it: the verification page of “${certificate.title}”`}
              >
                Check it
              </a>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
