import { render } from './layout.ts';
import { leaveMails } from './leave-mails.ts';
import { pauseMails } from './pause-mails.ts';
import { seasonMails } from './season-mails.ts';
import { whose } from './templates.ts';

// Mails of the school's year (decision 049): a holiday's classes, pauses (pause-mails.ts), tutors' leave (leave-mails.ts) and seasonal
// timetables (season-mails.ts).

export const schoolYearMails = (publicUrl: string) => ({
  ...pauseMails(publicUrl),
  ...leaveMails(publicUrl),
  ...seasonMails(publicUrl),
  /**
   * The school's holiday changed classes (decision 049): one mail to each learner (or a child's
   * guardian) and each tutor, listing every class it took or gave back, on their own clock.
   */
  holidayClasses: (input: {
    firstName: string;
    /** To a guardian: the child whose classes they are. */
    child?: string | null;
    holiday: string;
    /** Its days ("Tue 9 Mar – Thu 11 Mar 2027"); null when the school no longer keeps it. */
    days: string | null;
    /** The classes not held, and those held after all, each "when: course with whom". */
    cancelled: string[];
    restored: string[];
    /** What the learner gets for them: a plan's new end, make-up credits. */
    after: string[];
    pageUrl: string;
  }) => {
    const subject =
      input.restored.length === 0
        ? `Not held for ${input.holiday}: ${whose(input.child)} classes`
        : input.cancelled.length === 0
          ? `Held after all: ${whose(input.child)} classes (${input.holiday})`
          : `${input.holiday} moved: ${whose(input.child)} classes`;
    return render(publicUrl, subject, `Assalamu alaikum ${input.firstName},`, {
      paragraphs: [
        input.days
          ? `Iqra Academy keeps ${input.holiday} on ${input.days}: no classes are held on those days.`
          : `Iqra Academy no longer closes for ${input.holiday}.`,
      ],
      rows: [
        ...input.cancelled.map((line): [string, string] => ['Not held', line]),
        ...input.restored.map((line): [string, string] => ['Held after all', line]),
      ],
      action: {
        label: input.child ? `See ${input.child}'s classes` : 'See my classes',
        url: input.pageUrl,
      },
      after: [...input.after, 'Times are on your own clock.'],
    });
  },
});
