import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@iqra/contracts';
import { apiRequest } from '../../lib/api-client.ts';

export const requestPasswordReset = (email: string) =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP method
  apiRequest<MessageResponse>('/api/auth/forgot-password', { method: 'POST', body: { email } });
export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

export const resetPassword = (body: { token: string; password: string }) =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP method
  apiRequest<MessageResponse>('/api/auth/reset-password', { method: 'POST', body });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
