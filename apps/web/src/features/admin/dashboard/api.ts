/* eslint-disable lingui/no-unlocalized-strings -- requests to the API (paths, query
   parameters): no words a person reads. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Report, ReportActions, ReportMonths, ReportPeriod } from '@iqra/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

// The school's figures (docs/api.md, "The school's figures"): a period's, the last months',
// and what to act on.

/** A named period, or a range of the school's days. */
export type PeriodChoice = { period: ReportPeriod } | { from: string; to: string };

const queryOf = (choice: PeriodChoice) =>
  'period' in choice
    ? `period=${choice.period}`
    : `from=${encodeURIComponent(choice.from)}&to=${encodeURIComponent(choice.to)}`;

const reportsKey = ['admin', 'reports'] as const;

export const useReport = (choice: PeriodChoice) =>
  useQuery({
    queryKey: [...reportsKey, 'figures', queryOf(choice)],
    queryFn: () => apiRequest<{ data: Report }>(`/api/admin/reports?${queryOf(choice)}`),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useReportMonths = () =>
  useQuery({
    queryKey: [...reportsKey, 'months'],
    queryFn: () => apiRequest<{ data: ReportMonths }>('/api/admin/reports/months?count=12'),
    staleTime: 30_000,
  });

export const useReportActions = () =>
  useQuery({
    queryKey: [...reportsKey, 'actions'],
    queryFn: () => apiRequest<{ data: ReportActions }>('/api/admin/reports/actions'),
    staleTime: 30_000,
  });

/** `POST /api/admin/subscriptions/:id/remind`: the renewal reminder, now. */
export function useRemindRenewal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscriptionId: number) =>
      apiRequest<{ data: { sent_to: number; reminded_on: string } }>(
        `/api/admin/subscriptions/${subscriptionId}/remind`,
        { method: 'POST' },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...reportsKey, 'actions'] }),
  });
}
