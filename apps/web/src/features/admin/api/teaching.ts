/* eslint-disable lingui/no-unlocalized-strings -- requests to the API (methods, paths, query
   parameters): no words a person reads. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminResource,
  LearnerProgress,
  MakeupCredit,
  One,
  SchoolSettings,
  Season,
  SeasonAnswer,
  SeasonOffer,
  SeasonOfferInput,
  List,
  TutorClass,
  TutorClassesResponse,
  WeeklyPlanView,
} from '@iqra/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { invalidateAfterChange } from './mutations.ts';
import { adminKeys, adminPath, type RecordId } from './queries.ts';

// Teaching beside the resources (docs/api.md): weekly plans, a tutor's week, classes to
// record, bookings and the school's rules. Classes are `schedules` to the back office's lists,
// so every query about classes is keyed under that resource: a change to any class refetches
// them all.

const classesKey = adminKeys.resource('schedules');

export const teachingKeys = {
  plan: (subscriptionId: RecordId) => [...classesKey, 'plan', String(subscriptionId)] as const,
  tutorWeek: (tutorId: RecordId, from: string, to: string) =>
    [...classesKey, 'tutor-week', String(tutorId), from, to] as const,
  toRecord: [...classesKey, 'to-record'] as const,
  progress: (userId: RecordId) => [...classesKey, 'progress', String(userId)] as const,
  tutorSeasons: (tutorId: RecordId) => [...classesKey, 'seasons', String(tutorId)] as const,
  schoolSettings: adminKeys.resource('school-settings'),
};

type Values = Record<string, unknown>;

/** `GET /api/admin/subscriptions/:id/plan`: the weekly plan, or null before one is set. */
export const useWeeklyPlan = (subscriptionId: RecordId) =>
  useQuery({
    queryKey: teachingKeys.plan(subscriptionId),
    queryFn: () =>
      apiRequest<{ data: WeeklyPlanView | null }>(
        `${adminPath('subscriptions', subscriptionId)}/plan`,
      ),
    staleTime: 10_000,
  });

/** `PUT …/plan`: the classes to come are planned again, so every list of classes refetches. */
export function useSaveWeeklyPlan(subscriptionId: RecordId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Values) =>
      apiRequest<{ data: WeeklyPlanView }>(`${adminPath('subscriptions', subscriptionId)}/plan`, {
        method: 'PUT',
        body: values,
      }),
    onSuccess: () => invalidateAfterChange(queryClient, 'schedules'),
  });
}

/** `GET /api/admin/tutors/:id/classes?from=&to=`: the classes that start in the week. */
export const useTutorClasses = (tutorId: RecordId, range: { from: string; to: string } | null) =>
  useQuery({
    queryKey: teachingKeys.tutorWeek(tutorId, range?.from ?? '', range?.to ?? ''),
    queryFn: () =>
      apiRequest<TutorClassesResponse>(
        `${adminPath('tutors', tutorId)}/classes?${new URLSearchParams(range ?? {}).toString()}`,
      ),
    enabled: range !== null,
    // The week shown stays until the next one arrives.
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

/** `GET /api/admin/classes/to-record`: every tutor's classes over a day ago, not recorded. */
/** A learner's progress through the mushaf (read again with any change to a class). */
export const useLearnerProgress = (userId: RecordId) =>
  useQuery({
    queryKey: teachingKeys.progress(userId),
    queryFn: () => apiRequest<One<LearnerProgress>>(`${adminPath('users', userId)}/progress`),
  });

export const useClassesToRecord = () =>
  useQuery({
    queryKey: teachingKeys.toRecord,
    queryFn: () => apiRequest<{ classes: TutorClass[] }>('/api/admin/classes/to-record'),
    staleTime: 10_000,
  });

/**
 * A POST about one row (book a make-up, book a trial, record a class). The dialog that sent
 * it closes as soon as the answer arrives; the lists refetch after, and the row may then
 * lose the button that opened it.
 */
function useRowAction<T>(resource: AdminResource, path: (id: RecordId) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: RecordId; values: Values }) =>
      apiRequest<T>(path(id), { method: 'POST', body: values }),
    onSuccess: () => {
      void invalidateAfterChange(queryClient, resource);
    },
  });
}

/** `POST /api/admin/makeup-credits/:id/book` `{ starts_at, tutor_id? }`. */
export const useBookMakeup = () =>
  useRowAction<{ data: MakeupCredit }>(
    'makeup-credits',
    (id) => `${adminPath('makeup-credits', id)}/book`,
  );

/** `POST /api/admin/demo-requests/:id/trial` `{ tutor_id, starts_at, minutes, time_zone? }`. */
export const useBookTrial = () =>
  useRowAction<{ data: TutorClass }>(
    'demo-requests',
    (id) => `${adminPath('demo-requests', id)}/trial`,
  );

/** `POST /api/admin/classes/:id/record` `{ attendance, note? }`. */
export const useRecordClass = () =>
  useRowAction<undefined>(
    'schedules',
    (id) => `/api/admin/classes/${encodeURIComponent(String(id))}/record`,
  );

/**
 * `POST /api/admin/classes/:id/cancel`: cancelled by the school, so the learner is owed a
 * make-up class, and both sides are mailed.
 */
export const useCancelClass = () =>
  useRowAction<undefined>(
    'schedules',
    (id) => `/api/admin/classes/${encodeURIComponent(String(id))}/cancel`,
  );

const SETTINGS_PATH = '/api/admin/school-settings';

export const useSchoolSettings = () =>
  useQuery({
    queryKey: teachingKeys.schoolSettings,
    queryFn: () => apiRequest<{ data: SchoolSettings }>(SETTINGS_PATH),
    staleTime: 10_000,
  });

export function useSaveSchoolSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Values) =>
      apiRequest<{ data: SchoolSettings }>(SETTINGS_PATH, { method: 'PUT', body: values }),
    onSuccess: () => invalidateAfterChange(queryClient, 'school-settings'),
  });
}

/** `GET /api/admin/tutors/:id/seasons`: the seasonal timetables of the tutor's plans. */
export const useTutorSeasons = (tutorId: RecordId) =>
  useQuery({
    queryKey: teachingKeys.tutorSeasons(tutorId),
    queryFn: () => apiRequest<List<Season>>(`${adminPath('tutors', tutorId)}/seasons`),
  });

/** `POST /api/admin/tutors/:id/seasons`: one timetable offered to all of the tutor's learners. */
export function useOfferSeason(tutorId: RecordId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SeasonOfferInput) =>
      apiRequest<One<SeasonOffer>>(`${adminPath('tutors', tutorId)}/seasons`, { body: input }),
    onSuccess: () => invalidateAfterChange(queryClient, 'schedules'),
  });
}

/** `POST /api/admin/seasons/:id/answer`: an answer may replan classes, so they all refetch. */
export function useAnswerSeason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: SeasonAnswer }) =>
      apiRequest<One<Season>>(`/api/admin/seasons/${id}/answer`, { body: { answer } }),
    onSettled: () => invalidateAfterChange(queryClient, 'schedules'),
  });
}
