import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Certificate, List, One } from '@iqra/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './queries.ts';

// A learner's certificates on their back-office page (docs/api.md): staff issue one and
// revoke one with a reason; each change is audited, so the audit log refetches too.

type Values = Record<string, unknown>;

const CERTIFICATES = '/api/admin/certificates';

const learnerCertificatesKey = (learnerId: number) => ['admin', 'certificates', learnerId];

export const useLearnerCertificates = (learnerId: number) =>
  useQuery({
    queryKey: learnerCertificatesKey(learnerId),
    queryFn: () => apiRequest<List<Certificate>>(`${CERTIFICATES}?learner_id=${learnerId}`),
  });

function useCertificateChange<Input>(
  learnerId: number,
  send: (input: Input) => Promise<One<Certificate>>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: learnerCertificatesKey(learnerId) });
      await queryClient.invalidateQueries({ queryKey: adminKeys.resource('audit-log') });
    },
  });
}

/** `POST /api/admin/certificates`. */
export const useIssueCertificate = (learnerId: number) =>
  useCertificateChange(learnerId, (values: Values) =>
    apiRequest<One<Certificate>>(CERTIFICATES, { method: 'POST', body: values }),
  );

/** `POST /api/admin/certificates/:id/revoke`: `{ reason }`. */
export const useRevokeCertificate = (learnerId: number) =>
  useCertificateChange(learnerId, ({ id, values }: { id: number; values: Values }) =>
    apiRequest<One<Certificate>>(`${CERTIFICATES}/${id}/revoke`, {
      method: 'POST',
      body: values,
    }),
  );
