import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  List,
  One,
  PayOverview,
  PayRateCreateInput,
  PayStatement,
  TutorPayRate,
} from '@iqra/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './queries.ts';

// Tutors' pay (docs/api.md, decision 046): the month's overview, a tutor's rates and
// statement, and paying a month. Every query is keyed under 'pay': a change refetches them all.

const payKey = adminKeys.resource('pay');

/** The methods of the changes (HTTP verbs, not words). */
const POST = 'POST' as const;
const DELETE = 'DELETE' as const;

/** `/api/admin/tutors/:id/pay-statement`: where a tutor's statement and its files are. */
export const statementPath = (tutorId: number) => `/api/admin/tutors/${tutorId}/pay-statement`;

export const usePayOverview = (month: string) =>
  useQuery({
    queryKey: [...payKey, 'overview', month],
    queryFn: () => apiRequest<One<PayOverview>>(`/api/admin/pay/overview?month=${month}`),
  });

export const useTutorRates = (tutorId: number) =>
  useQuery({
    queryKey: [...payKey, 'rates', tutorId],
    queryFn: () => apiRequest<List<TutorPayRate>>(`/api/admin/tutors/${tutorId}/pay-rates`),
  });

export const useTutorStatement = (tutorId: number, month: string) =>
  useQuery({
    queryKey: [...payKey, 'statement', tutorId, month],
    queryFn: () =>
      apiRequest<One<PayStatement>>(`/api/admin/tutors/${tutorId}/pay-statement?month=${month}`),
  });

/** A change to pay: afterwards every pay query is read again. */
function usePayChange<Input>(send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payKey }),
  });
}

export const useAddRate = (tutorId: number) =>
  usePayChange((input: PayRateCreateInput) =>
    apiRequest(`/api/admin/tutors/${tutorId}/pay-rates`, { method: POST, body: input }),
  );

export const useDeleteRate = (tutorId: number) =>
  usePayChange((rateId: number) =>
    apiRequest(`/api/admin/tutors/${tutorId}/pay-rates/${rateId}`, { method: DELETE }),
  );

export const usePayMonth = (tutorId: number) =>
  usePayChange((month: string) =>
    apiRequest(`/api/admin/tutors/${tutorId}/paid-months`, { method: POST, body: { month } }),
  );
