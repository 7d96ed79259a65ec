import type { Certificate } from '@iqra/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useFormat } from '../../i18n/use-format.ts';
import { UTC } from '../../lib/time-zones.ts';
import { CERTIFICATE_KIND_NAMES } from './certificate-names.ts';

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
  const { t } = useLingui();
  const [copied, setCopied] = useState<string>('');
  const copy = async (certificate: Certificate) => {
    const { title, url } = certificate;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(t`The link to “${title}” is copied.`);
    } catch {
      setCopied(t`Copy this link: ${url}`);
    }
  };
  return (
    <>
      <p role="status" className={copied ? 'mt-3 text-success' : ''}>
        {copied}
      </p>
      <ul className="mt-4 grid gap-4 lg:grid-cols-2" aria-label={label}>
        {certificates.map((certificate) => (
          <CertificateCard
            key={certificate.id}
            certificate={certificate}
            onCopy={() => void copy(certificate)}
          />
        ))}
      </ul>
    </>
  );
}

/** One certificate's card. */
function CertificateCard({
  certificate,
  onCopy,
}: {
  certificate: Certificate;
  onCopy: () => void;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const { title, grade, code } = certificate;
  const issuedOn = format.date(certificate.issued_on, UTC);
  const tutorName = certificate.tutor_name;
  return (
    <li className="card p-5">
      <p className="text-sm font-semibold uppercase tracking-wide text-gold-dark">
        {i18n._(CERTIFICATE_KIND_NAMES[certificate.kind])}
      </p>
      <h3 className="mt-1 text-lg">{certificate.title}</h3>
      {certificate.title_ar && (
        <p lang="ar" dir="rtl" className="text-lg">
          {certificate.title_ar}
        </p>
      )}
      {certificate.range && <p className="text-sm text-muted">{certificate.range.label}</p>}
      <p className="mt-2 text-sm">
        <Trans>
          Awarded <time dateTime={certificate.issued_on}>{issuedOn}</time> · Tutor:{' '}
          <bdi>{tutorName}</bdi>
        </Trans>
        {grade && (
          <>
            {' · '}
            <Trans>
              Grade: <bdi>{grade}</bdi>
            </Trans>
          </>
        )}
      </p>
      {certificate.revoked ? (
        <p className="mt-2 text-sm font-semibold text-danger">
          <i className="pi pi-times-circle me-1" aria-hidden />
          <Revoked at={certificate.revoked.at} reason={certificate.revoked.reason} />
        </p>
      ) : (
        <p className="mt-2 text-sm font-semibold text-success">
          <i className="pi pi-check-circle me-1" aria-hidden />
          <Trans>Valid</Trans>
        </p>
      )}
      <p className="mt-1 text-sm text-muted">
        <Trans>
          Code <span className="font-mono">{code}</span>
        </Trans>
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <a
          href={certificatePdfPath(certificate.code)}
          download={`iqra-certificate-${certificate.code}.pdf`}
          className="btn btn-primary px-4"
          aria-label={t`Download PDF of “${title}”`}
        >
          <i className="pi pi-download" aria-hidden /> <Trans>Download PDF</Trans>
        </a>
        <button
          type="button"
          className="btn btn-outline px-4"
          onClick={onCopy}
          aria-label={t`Copy link to “${title}”`}
        >
          <i className="pi pi-link" aria-hidden /> <Trans>Copy link</Trans>
        </button>
        <a
          href={certificateCredentialPath(certificate.code)}
          download={`iqra-certificate-${certificate.code}.jwt`}
          className="btn btn-outline px-4"
          aria-label={t`Credential of “${title}”, for a digital wallet`}
        >
          <i className="pi pi-wallet" aria-hidden /> <Trans>Credential</Trans>
        </a>
        <a
          href={certificate.url}
          className="btn btn-outline px-4"
          aria-label={t`Check it: the verification page of “${title}”`}
        >
          <Trans>Check it</Trans>
        </a>
      </div>
    </li>
  );
}

/** "Revoked on 2 Jul 2027: the reason staff gave." */
function Revoked({ at, reason }: { at: string; reason: string }) {
  const format = useFormat();
  const date = format.date(at, UTC);
  return (
    <Trans>
      Revoked on {date}: {reason}
    </Trans>
  );
}
