import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HolidayChangeResult, HolidayClasses, One, SchoolCalendar } from '@iqra/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { invalidateAfterChange } from './mutations.ts';
import { adminKeys } from './queries.ts';
import type { FormValues } from '../components/form/form-values.ts';

// The school's calendar (docs/api.md, decision 049): the holidays kept and proposed, the
// classes a holiday takes, and confirming, shifting or removing one. A change reads the
// calendar again, and marks every other screen's data stale (classes, credits, plans changed).

const calendarKey = adminKeys.resource('school-calendar');
const PATH = '/api/admin/holidays';

/** The methods of the changes (HTTP verbs, not words). */
const PUT = 'PUT' as const;
const DELETE = 'DELETE' as const;

export const useSchoolCalendar = () =>
  useQuery({
    queryKey: calendarKey,
    queryFn: () => apiRequest<One<SchoolCalendar>>(PATH),
  });

export const useHolidayClasses = (id: number | null) =>
  useQuery({
    queryKey: [...calendarKey, 'classes', id],
    queryFn: () => apiRequest<One<HolidayClasses>>(`${PATH}/${id}/classes`),
    enabled: id !== null,
  });

function useCalendarChange<Input>(send: (input: Input) => Promise<One<HolidayChangeResult>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => invalidateAfterChange(queryClient, 'school-calendar'),
  });
}

/** Confirms an Eid (as proposed or shifted) or adds a closure. */
export const useAddHoliday = () =>
  useCalendarChange((values: FormValues) =>
    apiRequest<One<HolidayChangeResult>>(PATH, { body: values }),
  );

/** Shifts a holiday's days, renames it, or shows it to the public. */
export const useChangeHoliday = () =>
  useCalendarChange(({ id, values }: { id: number; values: FormValues }) =>
    apiRequest<One<HolidayChangeResult>>(`${PATH}/${id}`, { method: PUT, body: values }),
  );

export const useRemoveHoliday = () =>
  useCalendarChange((id: number) =>
    apiRequest<One<HolidayChangeResult>>(`${PATH}/${id}`, { method: DELETE }),
  );
