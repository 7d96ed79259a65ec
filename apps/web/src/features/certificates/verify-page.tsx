import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { CERTIFICATE_KIND_LABELS, type One, type PublicCertificate } from '@iqra/contracts';
import { Link, useParams } from 'react-router';
import { PageLoading } from '../../components/page-loading.tsx';
import { apiRequest, type ReadContext } from '../../lib/api-client.ts';
import { isNotFound, retryUnlessNotFound, useNotFound } from '../../lib/catalog.ts';
import { formatDate } from '../../lib/format.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import type { Prefetch } from '../../lib/prefetch.ts';

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
        {notFound ? 'Certificate not found' : 'This certificate could not be checked'}
      </h1>
      <p className="mt-3 text-muted">
        {notFound
          ? 'No certificate has this code. Check the code on the certificate, letter by letter.'
          : 'Please check your connection and try again.'}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {notFound && (
          <Link to="/certificates" className="btn btn-primary">
            Type the code again
          </Link>
        )}
        <Link to="/" className={`btn ${notFound ? 'btn-outline' : 'btn-primary'}`}>
          Go to the home page
        </Link>
      </div>
    </main>
  );
}

export function VerifyCertificatePage() {
  const { code = '' } = useParams();
  const answer = useQuery(certificateQueryOptions(code));
  const certificate = answer.data?.data;
  const notFound = useNotFound(answer.error, 'certificate');
  usePageMeta(
    certificate ? `Certificate ${certificate.code}` : 'Certificate not found',
    'Check that a certificate from Iqra Academy is genuine.',
  );

  if (answer.isPending) return <PageLoading />;
  if (!certificate) return <NoCertificate notFound={notFound} />;

  const valid = certificate.status === 'valid';
  return (
    <main className="container-page max-w-3xl py-10">
      <p className="text-sm font-semibold uppercase tracking-wide text-gold-dark">
        Certificate check
      </p>
      <h1 className="mt-2 text-3xl sm:text-4xl">
        {valid ? 'This certificate is genuine' : 'This certificate was revoked'}
      </h1>
      <p
        className={`mt-4 rounded-lg border p-4 font-semibold ${
          valid
            ? 'border-[#abefc6] bg-[#ecfdf3] text-success'
            : 'border-[#fecdca] bg-[#fef3f2] text-danger'
        }`}
      >
        <i className={`pi ${valid ? 'pi-check-circle' : 'pi-times-circle'} me-2`} aria-hidden />
        {valid
          ? `${certificate.school} issued it, and it stands.`
          : `${certificate.school} revoked it on ${formatDate(certificate.revoked_on ?? certificate.issued_on, 'UTC')}: it no longer stands.`}
      </p>
      <dl className="card mt-6 grid gap-x-6 gap-y-3 p-6 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Awarded to</dt>
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
        <dt className="font-semibold">For</dt>
        <dd>
          {certificate.title}
          <Arabic text={certificate.title_ar} />
          <span className="block text-sm text-muted">
            {CERTIFICATE_KIND_LABELS[certificate.kind]}
            {certificate.range && <> · {certificate.range}</>}
          </span>
        </dd>
        {(certificate.line || certificate.line_ar) && (
          <>
            <dt className="font-semibold">Note</dt>
            <dd>
              {certificate.line}
              <Arabic text={certificate.line_ar} />
            </dd>
          </>
        )}
        {certificate.grade && (
          <>
            <dt className="font-semibold">Grade</dt>
            <dd>{certificate.grade}</dd>
          </>
        )}
        <dt className="font-semibold">Date</dt>
        <dd>
          <time dateTime={certificate.issued_on}>{formatDate(certificate.issued_on, 'UTC')}</time>
        </dd>
        <dt className="font-semibold">Tutor</dt>
        <dd>{certificate.tutor_name}</dd>
        <dt className="font-semibold">School</dt>
        <dd>{certificate.school}</dd>
        <dt className="font-semibold">Code</dt>
        <dd className="font-mono">{certificate.code}</dd>
      </dl>
      {certificate.credential.verified && (
        <p className="mt-6 text-sm text-muted">
          Its digital credential is signed by {certificate.credential.issuer} (key{' '}
          <span className="break-all font-mono">{certificate.credential.key}</span>
          ).{' '}
          <a
            href={`/api/certificates/${encodeURIComponent(certificate.code)}/credential`}
            download
            className="font-semibold underline"
          >
            Download the credential
          </a>{' '}
          to keep it in a digital wallet.
        </p>
      )}
      <p className="mt-8">
        <Link to="/certificates" className="btn btn-outline">
          Check another certificate
        </Link>
      </p>
    </main>
  );
}
