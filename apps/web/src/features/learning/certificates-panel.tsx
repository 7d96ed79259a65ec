import { CertificateList } from '../../components/certificates/certificate-list.tsx';
import { LoadingLine } from '../../components/loading-line.tsx';
import { useMyCertificates } from './api.ts';

export const NO_CERTIFICATES = 'No certificates available.';

/** The learner's certificates: each with its PDF, its link and its verification page. */
export function CertificatesPanel() {
  const certificates = useMyCertificates();
  const list = certificates.data?.data;
  return (
    <>
      <h2 className="text-2xl">My Certificates</h2>
      {certificates.isPending && <LoadingLine>Loading your certificates…</LoadingLine>}
      {certificates.isError && (
        <p role="alert" className="mt-4 text-danger">
          Your certificates could not be loaded. Please try again later.
        </p>
      )}
      {list && list.length === 0 && <p className="mt-4 text-muted">{NO_CERTIFICATES}</p>}
      {list && list.length > 0 && <CertificateList certificates={list} label="My certificates" />}
    </>
  );
}
