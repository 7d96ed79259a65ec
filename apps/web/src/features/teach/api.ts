import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CertificateProposal,
  CertificateProposalCreateInput,
  LearnerNotes,
  LeaveRequestInput,
  LearnerProgress,
  List,
  MakeupCredit,
  One,
  PayMonthSummary,
  PayStatement,
  RecordClassInput,
  Season,
  SeasonAnswer,
  TutorClassesResponse,
  TutorCertificateProposals,
  TutorClassLesson,
  TutorLearner,
  TutorLeave,
} from '@iqra/contracts';
import { apiRequest } from '../../lib/api-client.ts';

/** The method of every change (an HTTP verb, not words). */
const POST = 'POST' as const;

// Keys start with 'me': signing out drops everything that belonged to that tutor.
const TEACH = ['me', 'teach'] as const;

/** The tutor's classes that start in [from, to) (ISO instants, at most six weeks apart). */
export const tutorClassesQueryOptions = (range: { from: string; to: string }) =>
  queryOptions({
    queryKey: [...TEACH, 'classes', range.from, range.to],
    queryFn: () =>
      apiRequest<TutorClassesResponse>(
        `/api/teach/classes?${new URLSearchParams({ from: range.from, to: range.to })}`,
      ),
  });
export const useTutorClasses = (range: { from: string; to: string }) =>
  useQuery(tutorClassesQueryOptions(range));

/** Classes over for a day and still not recorded. */
export const useClassesToRecord = () =>
  useQuery({
    queryKey: [...TEACH, 'to-record'],
    queryFn: () => apiRequest<TutorClassesResponse>('/api/teach/to-record'),
  });

/** A class's lesson as recorded, with its course's syllabus: what the record dialog edits. */
export const useClassLesson = (classId: number | null) =>
  useQuery({
    queryKey: [...TEACH, 'lesson', classId],
    queryFn: () => apiRequest<{ data: TutorClassLesson }>(`/api/teach/classes/${classId}/lesson`),
    enabled: classId !== null,
    // The form is made from it once: a refetch while the tutor writes would change nothing.
    refetchOnWindowFocus: false,
    select: (answer) => answer.data,
  });

export const useMakeupCredits = () =>
  useQuery({
    queryKey: [...TEACH, 'makeup-credits'],
    queryFn: () => apiRequest<List<MakeupCredit>>('/api/teach/makeup-credits'),
  });

/** What the tutor wrote after each class with a learner, latest first; fetched while shown. */
export const useLearnerNotes = (learnerId: number | null) =>
  useQuery({
    queryKey: [...TEACH, 'notes', learnerId],
    queryFn: () => apiRequest<LearnerNotes>(`/api/teach/learners/${learnerId}/notes`),
    enabled: learnerId !== null,
  });

export const useLearnerProgress = (learnerId: number | null) =>
  useQuery({
    queryKey: [...TEACH, 'progress', learnerId],
    queryFn: () => apiRequest<One<LearnerProgress>>(`/api/teach/learners/${learnerId}/progress`),
    enabled: learnerId !== null,
  });

/** The tutor's certificate proposals, and whether the school takes more. */
export const useCertificateProposals = () =>
  useQuery({
    queryKey: [...TEACH, 'certificate-proposals'],
    queryFn: () => apiRequest<TutorCertificateProposals>('/api/teach/certificate-proposals'),
  });

/** The learners the tutor teaches, by name: whom a certificate may be proposed for. */
export const useTutorLearners = () =>
  useQuery({
    queryKey: [...TEACH, 'learners'],
    queryFn: () => apiRequest<List<TutorLearner>>('/api/teach/learners'),
  });

/**
 * A change to a class or a credit touches several lists (the week, to record, the credits, a
 * learner's notes): all of the tutor's are fetched again, and the change counts as done once
 * they have arrived, so a dialog closes onto the new state.
 */
function useTeachMutation<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEACH }),
  });
}

export const useRecordClass = () =>
  useTeachMutation(({ id, ...body }: { id: number } & RecordClassInput) =>
    apiRequest<undefined>(`/api/teach/classes/${id}/record`, { method: POST, body }),
  );

export const useCancelClass = () =>
  useTeachMutation((id: number) =>
    apiRequest<undefined>(`/api/teach/classes/${id}/cancel`, { method: POST }),
  );

export const useBookMakeup = () =>
  useTeachMutation(({ id, starts_at }: { id: number; starts_at: string }) =>
    apiRequest<{ data: MakeupCredit }>(`/api/teach/makeup-credits/${id}/book`, {
      method: POST,
      body: { starts_at },
    }),
  );

export const useProposeCertificate = () =>
  useTeachMutation((body: CertificateProposalCreateInput) =>
    apiRequest<One<CertificateProposal>>('/api/teach/certificate-proposals', {
      method: POST,
      body,
    }),
  );

/** The months the tutor has classes in, latest first, and whether each is paid. */
export const usePayMonths = () =>
  useQuery({
    queryKey: [...TEACH, 'pay-months'],
    queryFn: () => apiRequest<List<PayMonthSummary>>('/api/teach/pay-months'),
  });

/** The tutor's own pay statement for a month (`YYYY-MM`). */
export const usePayStatement = (month: string | undefined) =>
  useQuery({
    queryKey: [...TEACH, 'pay-statement', month],
    queryFn: () => apiRequest<One<PayStatement>>(`/api/teach/pay-statement?month=${month ?? ''}`),
    enabled: Boolean(month),
  });

/** The tutor's own leave: waiting first, then the decided and withdrawn. */
export const useMyLeave = () =>
  useQuery({
    queryKey: [...TEACH, 'leaves'],
    queryFn: () => apiRequest<List<TutorLeave>>('/api/teach/leaves'),
  });

/** Asks for leave; it waits for staff. */
export const useAskLeave = () =>
  useTeachMutation((body: LeaveRequestInput) =>
    apiRequest<One<TutorLeave>>('/api/teach/leaves', { method: POST, body }),
  );

/** Withdraws a leave request still waiting for staff. */
export const useWithdrawLeave = () =>
  useTeachMutation((id: number) =>
    apiRequest<One<TutorLeave>>(`/api/teach/leaves/${id}/withdraw`, { method: POST }),
  );

/** The seasonal timetables of the tutor's plans: proposals to answer, and those agreed. */
export const useTutorSeasons = () =>
  useQuery({
    queryKey: [...TEACH, 'seasons'],
    queryFn: () => apiRequest<List<Season>>('/api/teach/seasons'),
  });

/** Accept or decline a learner's seasonal timetable: the tutor's classes are read again. */
export const useAnswerSeason = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: SeasonAnswer }) =>
      apiRequest<One<Season>>(`/api/teach/seasons/${id}/answer`, { body: { answer } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEACH }),
  });
};
