import { render, type Section } from './layout.ts';
import { footerOf, type Unsubscribe } from './reminder-mails.ts';
import { Whose, type MailContent } from './templates.ts';

// The weekly digest: a parent's (or a learner's) week in one mail, on their clock.

/** One learner's week in a digest: the parent's child, or the reader themselves. */
export interface DigestPart {
  /** The child's first name; null for the reader's own classes. */
  child: string | null;
  /** "2 attended, 1 missed", or null for no class this week. */
  tally: string | null;
  /** Each class of the week, then its note, lesson and homework, as label and value. */
  week: [string, string][];
  /** The week ahead: each class, and what to prepare. */
  ahead: [string, string][];
  /** Plans ending within a fortnight, with the end on the reader's clock. */
  plansEnding: { course: string; plan: string; ends: string }[];
}

export const digestMails = (publicUrl: string) => ({
  /**
   * The weekly digest: for each child (or the reader), the week's classes with what the tutor
   * noted and taught, then the week ahead and any plan about to end.
   */
  weeklyDigest: (input: {
    firstName: string;
    from: string;
    to: string;
    zone: string;
    parts: DigestPart[];
    pageUrl: string;
    unsubscribe: Unsubscribe;
  }): MailContent => {
    const children = input.parts.flatMap((part) => (part.child ? [part.child] : []));
    const mine = input.parts.some((part) => part.child === null);
    const names =
      children.length <= 1
        ? (children[0] ?? '')
        : `${children.slice(0, -1).join(', ')} and ${children[children.length - 1]}`;
    const subject =
      children.length === 0
        ? 'Your week at Iqra'
        : `${names}${mine ? ' and you' : ''}: the week at Iqra`;
    const sections = input.parts.flatMap((part): Section[] => {
      const who = part.child ?? 'You';
      return [
        {
          heading: part.child ? `${part.child}: this week` : 'Your week',
          paragraphs: [part.tally ? `${part.tally}.` : `${who} had no classes this week.`],
          rows: part.week,
        },
        {
          heading: part.child ? `${part.child}: next week` : 'Your week ahead',
          paragraphs: [
            ...(part.ahead.length === 0 ? ['No classes planned next week.'] : []),
            ...part.plansEnding.map(
              (plan) =>
                `${Whose(part.child)} ${plan.course} plan (${plan.plan}) ends on ${plan.ends}. Renew it to keep the classes and the tutor’s times.`,
            ),
          ],
          rows: part.ahead,
        },
      ];
    });
    return render(publicUrl, subject, `Assalamu alaikum ${input.firstName},`, {
      paragraphs: [
        `Here is the week from ${input.from} to ${input.to}, and the week ahead. Times are on your clock (${input.zone}).`,
      ],
      sections,
      action: {
        label: children.length > 0 ? 'Open the family page' : 'Open my classes',
        url: input.pageUrl,
      },
      footer: footerOf(input.unsubscribe, 'Stop these summaries'),
    });
  },
});
