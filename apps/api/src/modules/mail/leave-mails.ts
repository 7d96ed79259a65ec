import { render } from './layout.ts';
import { Whose, type MailContent } from './templates.ts';

// A tutor's leave (decision 049), one mail per person listing every class it changed: to each
// family (the learner, or a child's guardians), to the substitute and to the tutor. Times are
// on the recipient's clock (the caller formats them).

/** One class a leave changed, as a mail lists it. */
export interface LeaveMailClass {
  /** Its start, on the reader's clock. */
  when: string;
  /**
   * The course (and, to a tutor, the learner), as the reader names them: set off (isolated) by
   * the caller where the reader's language needs it.
   */
  what: string;
  /**
   * `substitute`: taught by the substitute; `cancelled`: cancelled, a make-up credit given;
   * `back`: back with the tutor, the leave withdrawn.
   */
  outcome: 'substitute' | 'cancelled' | 'back';
}

/** Who a leave mail is to: a family, the substitute, or the tutor on leave. */
export type LeaveAudience = 'family' | 'substitute' | 'tutor';

export interface LeaveMailInput {
  audience: LeaveAudience;
  firstName: string;
  /** To a guardian: the child whose classes they are. */
  child?: string | null;
  /** The tutor on leave, and the substitute (null: none). */
  tutorName: string;
  substituteName: string | null;
  /** The leave's first and last day, as dates on the reader's calendar. */
  from: string;
  to: string;
  /** Approved, or withdrawn by staff (its classes back with the tutor). */
  withdrawn: boolean;
  classes: LeaveMailClass[];
  pageUrl: string;
}

function outcomeWords(input: LeaveMailInput, item: LeaveMailClass): string {
  if (item.outcome === 'back') return `back with ${input.tutorName}`;
  if (item.outcome === 'cancelled') {
    return input.audience === 'family'
      ? 'cancelled: a make-up credit was given'
      : 'cancelled, a make-up credit given';
  }
  if (input.audience === 'substitute') return 'yours to teach';
  return `taught by ${input.substituteName ?? 'a substitute'}`;
}

function opening(input: LeaveMailInput): string {
  const days = `from ${input.from} to ${input.to}`;
  if (input.withdrawn) {
    if (input.audience === 'substitute') {
      return `${input.tutorName}'s leave ${days} was withdrawn: these classes go back to them.`;
    }
    if (input.audience === 'tutor') {
      return `Your leave ${days} was withdrawn: these classes are yours again.`;
    }
    return `${input.tutorName}'s leave ${days} was withdrawn: ${input.child ? `${input.child}'s` : 'your'} classes are with them again.`;
  }
  if (input.audience === 'substitute') {
    return `${input.tutorName} is on leave ${days}. You teach these classes in their place.`;
  }
  if (input.audience === 'tutor') {
    return `Your leave ${days} is approved. This is what happens to your classes.`;
  }
  return `${input.tutorName} is on leave ${days}. This is what happens to ${input.child ? `${input.child}'s` : 'your'} classes.`;
}

export const leaveMails = (publicUrl: string) => ({
  /** A leave approved or withdrawn: the classes it changed, to one person. */
  tutorLeave: (input: LeaveMailInput): MailContent =>
    render(
      publicUrl,
      input.withdrawn
        ? `Leave withdrawn: ${input.tutorName}, ${input.from} – ${input.to}`
        : input.audience === 'family'
          ? `${Whose(input.child)} classes while ${input.tutorName} is on leave`
          : `Leave: ${input.tutorName}, ${input.from} – ${input.to}`,
      `Assalamu alaikum ${input.firstName},`,
      {
        paragraphs: [opening(input)],
        rows: input.classes.map((item): [string, string] => [
          item.when,
          `${item.what}: ${outcomeWords(input, item)}`,
        ]),
        action: {
          label:
            input.audience === 'family'
              ? input.child
                ? `See ${input.child}'s classes`
                : 'See my classes'
              : 'Open my teaching page',
          url: input.pageUrl,
        },
        after: ['Times are on your own clock.'],
      },
    ),
});
