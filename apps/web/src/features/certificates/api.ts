import { useMutation } from '@tanstack/react-query';
import type { CredentialVerification, One } from '@iqra/contracts';
import { apiRequest } from '../../lib/api-client.ts';

/**
 * Checks a presented credential (a VC-JWT) against the school's key and records
 * (`POST /api/certificates/verify`, decision 038). Nothing is kept: each check is its own.
 */
export const useVerifyCredential = () =>
  useMutation({
    mutationFn: async (jwt: string) =>
      (
        await apiRequest<One<CredentialVerification>>('/api/certificates/verify', {
          // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP method
          method: 'POST',
          body: { jwt },
        })
      ).data,
  });
