import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@iqra/contracts';
import { apiRequest } from '../../lib/api-client.ts';

export const subscribeToNewsletter = (email: string) =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP method
  apiRequest<MessageResponse>('/api/newsletter', { method: 'POST', body: { email } });
export const useSubscribeToNewsletter = () => useMutation({ mutationFn: subscribeToNewsletter });
