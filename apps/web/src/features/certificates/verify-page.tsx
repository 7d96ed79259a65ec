import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { One, PublicCertificate } from '@iqra/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { PageLoading } from '../../components/page-loading.tsx';
import { apiRequest, type ReadContext } from '../../lib/api-client.ts';
import { isNotFound, retryUnlessNotFound, useNotFound } from '../../lib/catalog.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import type { Prefetch } from '../../lib/prefetch.ts';
import { CERTIFICATE_KIND_NAMES } from '../../components/certificates/certificate-names.ts';

// The page anyone opens from a certificate's QR code or link: whether it is genuine, and what
// it says. Rendered on the server like the other public pages; a code that names none is the
// not-found page, answered 404.

const certificateQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['certificates', code],
    queryFn: ({ client }: ReadContext) =>
      apiRequest<One<PublicCertificate>>(`/api/certificates/${encodeURIComponent(code)}`, {
        client,
      }),
    retry: retryUnlessNotFound,
    retryOnMount: false,
  });

export const prefetch: Prefetch = (client: QueryClient, { code = '' }) =>
  client.ensureQueryData(certificateQueryOptions(code)).catch((error: Error) => {
    if (!isNotFound(error)) throw error;
  });

/** Certificates are dated by calendar day, as printed: read in UTC, not the viewer's zone. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a time zone's name
const CALENDAR_DAY = 'UTC';

/** A line's Arabic, on a line of its own, when there is one. */
function Arabic({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <span lang="ar" dir="rtl" className="block">
      {text}
    </span>
  );
}

/** A code that names no certificate (the 404 page), or an answer that never came. */
function NoCertificate({ notFound }: { notFound: boolean }) {
  return (
    <main className="container-page py-24 text-center">
      <h1 className="text-3xl">
        {notFound ? (
          <Trans>Certificate not found</Trans>
        ) : (
          <Trans>This certificate could not be checked</Trans>
        )}
      </h1>
      <p className="mt-3 text-muted">
        {notFound ? (
          <Trans>
            No certificate has this code. Check the code on the certificate, letter by letter.
          </Trans>
        ) : (
          <Trans>Please check your connection and try again.</Trans>
        )}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {notFound && (
          <Link to="/certificates" className="btn btn-primary">
            <Trans>Type the code again</Trans>
          </Link>
        )}
        <Link to="/" className={`btn ${notFound ? 'btn-outline' : 'btn-primary'}`}>
          <Trans>Go to the home page</Trans>
        </Link>
      </div>
    </main>
  );
}

export function VerifyCertificatePage() {
  const { t } = useLingui();
  const format = useFormat();
  const { code = '' } = useParams();
  const answer = useQuery(certificateQueryOptions(code));
  const certificate = answer.data?.data;
  const notFound = useNotFound(answer.error, 'certificate');
  const certificateCode = certificate?.code;
  usePageMeta(
    certificateCode ? t`Certificate ${certificateCode}` : t`Certificate not found`,
    t`Check that a certificate from Iqra Academy is genuine.`,
  );

  if (answer.isPending) return <PageLoading />;
  if (!certificate) return <NoCertificate notFound={notFound} />;

  const valid = certificate.status === 'valid';
  const school = certificate.school;
  const revokedOn = format.date(certificate.revoked_on ?? certificate.issued_on, CALENDAR_DAY);
  return (
    <main className="container-page max-w-3xl py-10">
      <p className="text-sm font-semibold uppercase tracking-wide text-gold-dark">
        <Trans>Certificate check</Trans>
      </p>
      <h1 className="mt-2 text-3xl sm:text-4xl">
        {valid ? (
          <Trans>This certificate is genuine</Trans>
        ) : (
          <Trans>This certificate was revoked</Trans>
        )}
      </h1>
      <p
        className={`mt-4 rounded-lg border p-4 font-semibold ${
          valid
            ? 'border-[#abefc6] bg-[#ecfdf3] text-success'
            : 'border-[#fecdca] bg-[#fef3f2] text-danger'
        }`}
      >
        <i className={`pi ${valid ? 'pi-check-circle' : 'pi-times-circle'} me-2`} aria-hidden />
        {valid ? (
          <Trans>
            <bdi>{school}</bdi> issued it, and it stands.
          </Trans>
        ) : (
          <Trans>
            <bdi>{school}</bdi> revoked it on {revokedOn}: it no longer stands.
          </Trans>
        )}
      </p>
      <CertificateDetails certificate={certificate} />
      {certificate.credential.verified && <CredentialLine certificate={certificate} />}
      <p className="mt-8">
        <Link to="/certificates" className="btn btn-outline">
          <Trans>Check another certificate</Trans>
        </Link>
      </p>
    </main>
  );
}

/** What the certificate says, its Arabic beside its English where staff wrote both. */
function CertificateDetails({ certificate }: { certificate: PublicCertificate }) {
  const { i18n } = useLingui();
  const format = useFormat();
  return (
    <dl className="card mt-6 grid gap-x-6 gap-y-3 p-6 sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold">
        <Trans>Awarded to</Trans>
      </dt>
      <dd>
        {certificate.name}
        {certificate.name_ar && (
          <>
            {' '}
            <span lang="ar" dir="rtl">
              {certificate.name_ar}
            </span>
          </>
        )}
      </dd>
      <dt className="font-semibold">
        <Trans>For</Trans>
      </dt>
      <dd>
        {certificate.title}
        <Arabic text={certificate.title_ar} />
        <span className="block text-sm text-muted">
          {i18n._(CERTIFICATE_KIND_NAMES[certificate.kind])}
          {certificate.range && <> · {certificate.range}</>}
        </span>
      </dd>
      {(certificate.line || certificate.line_ar) && (
        <>
          <dt className="font-semibold">
            <Trans>Note</Trans>
          </dt>
          <dd>
            {certificate.line}
            <Arabic text={certificate.line_ar} />
          </dd>
        </>
      )}
      {certificate.grade && (
        <>
          <dt className="font-semibold">
            <Trans>Grade</Trans>
          </dt>
          <dd>{certificate.grade}</dd>
        </>
      )}
      <dt className="font-semibold">
        <Trans>Date</Trans>
      </dt>
      <dd>
        <time dateTime={certificate.issued_on}>
          {format.date(certificate.issued_on, CALENDAR_DAY)}
        </time>
      </dd>
      <dt className="font-semibold">
        <Trans>Tutor</Trans>
      </dt>
      <dd>{certificate.tutor_name}</dd>
      <dt className="font-semibold">
        <Trans>School</Trans>
      </dt>
      <dd>{certificate.school}</dd>
      <dt className="font-semibold">
        <Trans>Code</Trans>
      </dt>
      <dd className="font-mono">{certificate.code}</dd>
    </dl>
  );
}

/** Who signed its digital credential, with which key, and where to download it. */
function CredentialLine({ certificate }: { certificate: PublicCertificate }) {
  const issuer = certificate.credential.issuer;
  const key = certificate.credential.key;
  return (
    <p className="mt-6 text-sm text-muted">
      <Trans>
        Its digital credential is signed by <bdi>{issuer}</bdi> (key{' '}
        <bdi className="break-all font-mono">{key}</bdi>
        ).{' '}
        <a
          href={`/api/certificates/${encodeURIComponent(certificate.code)}/credential`}
          download
          className="font-semibold underline"
        >
          Download the credential
        </a>{' '}
        to keep it in a digital wallet.
      </Trans>
    </p>
  );
}
