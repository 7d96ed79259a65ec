import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { One, Pause, PauseCreateInput } from '@iqra/contracts';
import { apiRequest } from '../../lib/api-client.ts';
import type { PauseCalls } from './pause-panel.tsx';

/**
 * Asking for a pause and withdrawing one, at a learner's addresses or a parent's for a child:
 * whatever the answer, `refresh` (the pauses, the plans and their ends, the classes) is read
 * again.
 */
export function usePauseCalls(addresses: {
  ask: (subscriptionId: number) => string;
  withdraw: (pauseId: number) => string;
  refresh: QueryKey[];
}): PauseCalls {
  const queryClient = useQueryClient();
  const after = async (call: Promise<One<Pause>>) => {
    try {
      return (await call).data;
    } finally {
      void Promise.all(
        addresses.refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    }
  };
  return {
    ask: (subscriptionId: number, input: PauseCreateInput) =>
      after(apiRequest<One<Pause>>(addresses.ask(subscriptionId), { body: input })),
    withdraw: (pauseId: number) =>
      // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP method
      after(apiRequest<One<Pause>>(addresses.withdraw(pauseId), { method: 'POST' })),
  };
}
