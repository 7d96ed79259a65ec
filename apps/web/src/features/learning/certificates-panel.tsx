import { Trans, useLingui } from '@lingui/react/macro';
import { CertificateList } from '../../components/certificates/certificate-list.tsx';
import { LoadingLine } from '../../components/loading-line.tsx';
import { useMyCertificates } from './api.ts';

/** The learner's certificates: each with its PDF, its link and its verification page. */
export function CertificatesPanel() {
  const { t } = useLingui();
  const certificates = useMyCertificates();
  const list = certificates.data?.data;
  return (
    <>
      <h2 className="text-2xl">
        <Trans>My Certificates</Trans>
      </h2>
      {certificates.isPending && (
        <LoadingLine>
          <Trans>Loading your certificates…</Trans>
        </LoadingLine>
      )}
      {certificates.isError && (
        <p role="alert" className="mt-4 text-danger">
          <Trans>Your certificates could not be loaded. Please try again later.</Trans>
        </p>
      )}
      {list && list.length === 0 && (
        <p className="mt-4 text-muted">
          <Trans>No certificates available.</Trans>
        </p>
      )}
      {list && list.length > 0 && (
        <CertificateList certificates={list} label={t`My certificates`} />
      )}
    </>
  );
}
