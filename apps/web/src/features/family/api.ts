import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Certificate,
  Child,
  ChildCreateInput,
  ChildUpdateInput,
  ChildInvitationCreateInput,
  ClassPeriod,
  ClassTimeInput,
  EmailInvitationInput,
  FamilyInvitation,
  InvitationAccepted,
  InvitationAcceptInput,
  LearnerProgress,
  List,
  MessageResponse,
  MyClassesResponse,
  One,
  Pause,
  Subscription,
  ReceivedInvitation,
} from '@iqra/contracts';
import { apiRequest } from '../../lib/api-client.ts';
import type { SeasonAddresses } from '../../components/seasons/seasons-panel.tsx';
import { familyQueryOptions } from '../../lib/family.ts';
import { usePauseCalls } from '../../components/pauses/pause-calls.ts';

export { useFamily } from '../../lib/family.ts';

// Keys start with 'me': signing out drops everything that belonged to this parent.

/** A child's classes to come, or (`past`) those over, once `enabled`. */
export const useChildClasses = (
  childId: number,
  period: ClassPeriod = 'upcoming',
  enabled = true,
) =>
  useQuery({
    queryKey: ['me', 'family', childId, 'classes', period],
    queryFn: () =>
      apiRequest<MyClassesResponse>(`/api/family/children/${childId}/classes?period=${period}`),
    enabled,
  });

/** A child's certificates, newest first. */
export const useChildCertificates = (childId: number) =>
  useQuery({
    queryKey: ['me', 'family', childId, 'certificates'],
    queryFn: () =>
      apiRequest<{ data: Certificate[] }>(`/api/family/children/${childId}/certificates`),
  });

/** A child's courses: each plan with its dates, status and progress, newest first. */
export const useChildCourses = (childId: number) =>
  useQuery({
    queryKey: ['me', 'family', childId, 'subscriptions'],
    queryFn: () =>
      apiRequest<{ data: Subscription[] }>(`/api/family/children/${childId}/subscriptions`),
  });

/** A child's pauses, latest first. */
export const useChildPauses = (childId: number) =>
  useQuery({
    queryKey: ['me', 'family', childId, 'pauses'],
    queryFn: () => apiRequest<{ data: Pause[] }>(`/api/family/children/${childId}/pauses`),
  });

/** A parent asking for a pause of a child's plan, and withdrawing one; the child's reads again. */
export const useChildPauseCalls = (childId: number) =>
  usePauseCalls({
    ask: (subscriptionId) =>
      `/api/family/children/${childId}/subscriptions/${subscriptionId}/pauses`,
    withdraw: (pauseId) => `/api/family/children/${childId}/pauses/${pauseId}/withdraw`,
    refresh: [['me', 'family', childId]],
  });

export const useChildProgress = (childId: number | undefined) =>
  useQuery({
    queryKey: ['me', 'family', childId, 'progress'],
    queryFn: () => apiRequest<One<LearnerProgress>>(`/api/family/children/${childId}/progress`),
    enabled: childId !== undefined,
  });

/** Adds a child; the family is read again. */
export function useAddChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (child: ChildCreateInput) =>
      apiRequest<One<Child>>('/api/family/children', { body: child }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyQueryOptions.queryKey }),
  });
}

/** Changes a child's details (what is left out stays); the family is read again. */
export function useUpdateChild(childId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ChildUpdateInput) =>
      apiRequest<One<Child>>(`/api/family/children/${childId}`, {
        // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP method
        method: 'PATCH',
        body: change,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyQueryOptions.queryKey }),
  });
}

/**
 * A change to one of a child's classes, as the child could make it. Whatever the answer (a 409
 * means the class changed meanwhile), the child's classes are read again.
 */
function useChildClassChange<Input>(childId: number, change: (input: Input) => Promise<undefined>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['me', 'family', childId] }),
  });
}

const childClass = (childId: number, classId: number, what: 'cancel' | 'move') =>
  `/api/family/children/${childId}/classes/${classId}/${what}`;

export const useCancelChildClass = (childId: number) =>
  useChildClassChange(childId, (classId: number) =>
    apiRequest<undefined>(childClass(childId, classId, 'cancel'), {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP method
      method: 'POST',
    }),
  );
export const useMoveChildClass = (childId: number) =>
  useChildClassChange(childId, ({ id, ...time }: ClassTimeInput & { id: number }) =>
    apiRequest<undefined>(childClass(childId, id, 'move'), { body: time }),
  );

const INVITATIONS_KEY = ['me', 'family', 'invitations'];

/** The parent's invitations still waiting for an answer. */
export const useInvitations = () =>
  useQuery({
    queryKey: INVITATIONS_KEY,
    queryFn: () => apiRequest<List<FamilyInvitation>>('/api/family/invitations'),
  });

/** A change to the parent's invitations: the list is read again. */
function useInvitationChange<Input, Answer>(send: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY }),
  });
}

/** Invites an address to be linked as the parent's child. */
export const useInviteChild = () =>
  useInvitationChange((input: ChildInvitationCreateInput) =>
    apiRequest<One<FamilyInvitation>>('/api/family/invitations', { body: input }),
  );

/** Invites an address to be a guardian of the child too. */
export const useInviteGuardian = (childId: number) =>
  useInvitationChange((input: EmailInvitationInput) =>
    apiRequest<One<FamilyInvitation>>(`/api/family/children/${childId}/guardians`, {
      body: input,
    }),
  );

/** Sends the child a sign-in of their own, at their address. */
export const useInviteSignIn = (childId: number) =>
  useMutation({
    mutationFn: (input: EmailInvitationInput) =>
      apiRequest<MessageResponse>(`/api/family/children/${childId}/sign-in`, { body: input }),
  });

export const useResendInvitation = () =>
  useInvitationChange((id: number) =>
    apiRequest<One<FamilyInvitation>>(`/api/family/invitations/${id}/resend`, {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP method
      method: 'POST',
    }),
  );

export const useCancelInvitation = () =>
  useInvitationChange((id: number) =>
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP method
    apiRequest<null>(`/api/family/invitations/${id}`, { method: 'DELETE' }),
  );

/** The invitation at the mailed link, as the signed-in invitee reads it. */
export const useReceivedInvitation = (token: string) =>
  useQuery({
    queryKey: ['me', 'invitation', token],
    queryFn: () =>
      apiRequest<One<ReceivedInvitation>>(
        `/api/family/invitations/received?token=${encodeURIComponent(token)}`,
      ),
    enabled: token !== '',
    retry: false,
  });

/** Accepts it: the family (whoever's it now includes) is read again. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvitationAcceptInput) =>
      apiRequest<One<InvitationAccepted>>('/api/family/invitations/accept', { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyQueryOptions.queryKey }),
  });
}

/** Where SeasonsPanel finds a child's seasonal timetables (decision 049). */
export const childSeasons = (childId: number): SeasonAddresses => ({
  list: `/api/family/children/${childId}/seasons`,
  key: ['me', 'family', childId, 'seasons'],
  propose: (subscriptionId) =>
    `/api/family/children/${childId}/subscriptions/${subscriptionId}/seasons`,
  answer: (seasonId) => `/api/family/children/${childId}/seasons/${seasonId}/answer`,
  changes: [['me', 'family', childId]],
});
