/* eslint-disable lingui/no-unlocalized-strings -- requests to the API (methods, paths, query
   parameters): no words a person reads. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Certificate, CertificateProposal, List, One } from '@iqra/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './queries.ts';

// Certificates in the back office (docs/api.md): a learner's on their page, where staff issue
// one and revoke one with a reason; every one, and tutors' proposals to approve or decline, on
// the Certificates screen. Each change is audited, so the audit log refetches too.

type Values = Record<string, unknown>;

const CERTIFICATES = '/api/admin/certificates';

const PROPOSALS = '/api/admin/certificate-proposals';

const CERTIFICATES_KEY = ['admin', 'certificates'];
const learnerCertificatesKey = (learnerId: number) => [...CERTIFICATES_KEY, learnerId];
const PROPOSALS_KEY = ['admin', 'certificate-proposals'];

export const useLearnerCertificates = (learnerId: number) =>
  useQuery({
    queryKey: learnerCertificatesKey(learnerId),
    queryFn: () => apiRequest<List<Certificate>>(`${CERTIFICATES}?learner_id=${learnerId}`),
  });

/** Every certificate issued, newest first (the Certificates screen). */
export const useAllCertificates = () =>
  useQuery({
    queryKey: [...CERTIFICATES_KEY, 'all'],
    queryFn: () => apiRequest<List<Certificate>>(CERTIFICATES),
  });

/** Tutors' proposals, those waiting first. */
export const useCertificateProposals = () =>
  useQuery({
    queryKey: PROPOSALS_KEY,
    queryFn: () => apiRequest<List<CertificateProposal>>(PROPOSALS),
  });

/** A change to certificates: every list of them (and of proposals) and the audit log refetch. */
function useCertificateChange<Input, Answer>(send: (input: Input) => Promise<One<Answer>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await Promise.all(
        [CERTIFICATES_KEY, PROPOSALS_KEY, adminKeys.resource('audit-log')].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

/** `POST /api/admin/certificates`. */
export const useIssueCertificate = () =>
  useCertificateChange((values: Values) =>
    apiRequest<One<Certificate>>(CERTIFICATES, { method: 'POST', body: values }),
  );

/** `POST /api/admin/certificates/:id/revoke`: `{ reason }`. */
export const useRevokeCertificate = () =>
  useCertificateChange(({ id, values }: { id: number; values: Values }) =>
    apiRequest<One<Certificate>>(`${CERTIFICATES}/${id}/revoke`, {
      method: 'POST',
      body: values,
    }),
  );

/** `POST /api/admin/certificate-proposals/:id/approve`: the words and the date; the certificate. */
export const useApproveProposal = () =>
  useCertificateChange(({ id, values }: { id: number; values: Values }) =>
    apiRequest<One<Certificate>>(`${PROPOSALS}/${id}/approve`, { method: 'POST', body: values }),
  );

/** `POST /api/admin/certificate-proposals/:id/decline`: `{ reason }`. */
export const useDeclineProposal = () =>
  useCertificateChange(({ id, values }: { id: number; values: Values }) =>
    apiRequest<One<CertificateProposal>>(`${PROPOSALS}/${id}/decline`, {
      method: 'POST',
      body: values,
    }),
  );
