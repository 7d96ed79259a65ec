import { render } from './layout.ts';
import { whose, Whose } from './templates.ts';

// A learner's pause (decision 049): the school's answer to the learner or a child's guardians,
// and the classes it cancelled (or gave back) to the tutor, once each. Dates and times come
// formatted for the reader (the caller's).

export const pauseMails = (publicUrl: string) => ({
  /**
   * A learner's pause, to the learner or a child's guardians: granted (its classes cancelled and
   * the plan's new end), waiting for the school's answer, or refused by the school.
   */
  pauseAnswered: (input: {
    firstName: string;
    /** To a guardian: the child whose plan it is. */
    child?: string | null;
    course: string;
    outcome: 'granted' | 'waiting' | 'refused';
    from: string;
    to: string;
    /** The classes the pause cancelled (granted). */
    classes: number;
    /** The plan's end as it now is (granted). */
    newEnd: string | null;
    pageUrl: string;
  }) => {
    const days = `${input.from} to ${input.to}`;
    const subject = {
      granted: `${Whose(input.child)} ${input.course} classes are paused`,
      waiting: `${Whose(input.child)} pause of ${input.course} waits for the school`,
      refused: `${Whose(input.child)} pause of ${input.course} was not granted`,
    }[input.outcome];
    const said = {
      granted: `${Whose(input.child)} ${input.course} classes are paused from ${days}. The classes in those days are cancelled and not counted as taken, and the plan ends later by as many days.`,
      waiting: `The pause of ${whose(input.child)} ${input.course} classes from ${days} is more than the school grants at once, so the school will decide on it. The classes stay booked until then, and we will write again when it is decided.`,
      refused: `The school could not grant the pause of ${whose(input.child)} ${input.course} classes from ${days}. The classes stay booked as they were.`,
    }[input.outcome];
    const granted: [string, string][] =
      input.outcome === 'granted'
        ? [
            ['Classes cancelled', String(input.classes)],
            ...(input.newEnd ? ([['Plan now ends', input.newEnd]] as [string, string][]) : []),
          ]
        : [];
    return render(publicUrl, subject, `Assalamu alaikum ${input.firstName},`, {
      paragraphs: [said],
      rows: [['Pause', days], ...granted],
      action: {
        label: input.child ? `See ${input.child}'s classes` : 'See my classes',
        url: input.pageUrl,
      },
    });
  },

  /** To the tutor: a learner's pause cancelled these classes, or (withdrawn) gave them back. */
  pauseClasses: (input: {
    firstName: string;
    learner: string;
    course: string;
    change: 'cancelled' | 'restored';
    from: string;
    to: string;
    /** Each class, on the tutor's clock. */
    classes: string[];
    pageUrl: string;
  }) =>
    render(
      publicUrl,
      input.change === 'cancelled'
        ? `Classes paused: ${input.learner}'s ${input.course}`
        : `Pause withdrawn: ${input.learner}'s ${input.course} classes are back`,
      `Assalamu alaikum ${input.firstName},`,
      {
        paragraphs: [
          input.change === 'cancelled'
            ? `${input.learner} is pausing ${input.course} from ${input.from} to ${input.to}. These classes with you are cancelled:`
            : `${input.learner} withdrew the pause of ${input.course} from ${input.from} to ${input.to}. These classes with you are booked again:`,
        ],
        rows: input.classes.map((when): [string, string] => ['Class', when]),
        action: { label: 'See my classes', url: input.pageUrl },
      },
    ),
});
