import { render } from './layout.ts';
import { Whose, type MailContent } from './templates.ts';

// Reminders: before a class, before and after a plan's end, a tutor's nudge to record a class.
// Each ends with why it came and a link that turns that kind off; times are on the
// recipient's clock (the caller formats them).

/** The page that turns this kind of reminder off, and the words around its link. */
export interface Unsubscribe {
  what: string;
  url: string;
}

export const footerOf = (unsubscribe: Unsubscribe, label = 'Stop these reminders') => ({
  text: `You get this mail because ${unsubscribe.what} are on for you.`,
  label,
  url: unsubscribe.url,
});

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** What a mail about a plan's end says of the plan, and where it renews. */
interface PlanMailInput {
  firstName: string;
  /** To a guardian: the child whose plan it is (`checkoutUrl` buys it for the child). */
  child?: string | null;
  course: string;
  plan: string;
  checkoutUrl: string;
  unsubscribe: Unsubscribe;
}

/** A plan's end, to its learner or to a child's guardian: renew it at checkout. */
function planMail(
  publicUrl: string,
  input: PlanMailInput,
  words: { subject: string; row: [string, string]; said: string },
): MailContent {
  return render(
    publicUrl,
    `${Whose(input.child)} ${input.course} plan ${words.subject}`,
    `Assalamu alaikum ${input.firstName},`,
    {
      paragraphs: [`${Whose(input.child)} ${input.course} plan (${input.plan}) ${words.said}`],
      rows: [words.row],
      action: {
        label: input.child ? `Renew ${input.child}'s plan` : 'Renew my plan',
        url: input.checkoutUrl,
      },
      footer: footerOf(input.unsubscribe),
    },
  );
}

export const reminderMails = (publicUrl: string) => ({
  /** A class in 24 hours or in 1 hour, to its learner (or trial family) or its tutor. */
  classReminder: (input: {
    firstName: string;
    /** To a guardian: the child whose class it is. */
    child?: string | null;
    lead: '24h' | '1h';
    course: string;
    withName: string;
    when: string;
    link: string;
    pageUrl: string;
    /** For a learner: until when they may still cancel or move it, or that it is too late. */
    change: { until: string } | { noticeHours: number } | null;
    unsubscribe: Unsubscribe;
  }): MailContent => {
    const soon = input.lead === '1h' ? 'starts in 1 hour' : 'is in 24 hours';
    const change = input.change;
    return render(
      publicUrl,
      `${input.lead === '1h' ? 'In 1 hour' : 'In 24 hours'}: ${input.child ? `${input.child}'s ` : ''}${input.course} with ${input.withName}`,
      input.firstName ? `Assalamu alaikum ${input.firstName},` : 'Assalamu alaikum,',
      {
        paragraphs: [`${Whose(input.child)} ${input.course} class with ${input.withName} ${soon}.`],
        rows: [
          ['When', input.when],
          ['Class link', input.link],
        ],
        action: { label: 'Join the class', url: input.link },
        after: [
          ...(change && 'until' in change
            ? [
                `You can still cancel or move this class until ${change.until}, on your classes page: ${input.pageUrl}`,
              ]
            : []),
          ...(change && 'noticeHours' in change
            ? [
                `It is too late to cancel or move this class (the school asks for ${plural(change.noticeHours, 'hour')}' notice): it counts as taken if you miss it.`,
              ]
            : []),
          'Join a few minutes early from a computer or phone; the link opens in your browser.',
        ],
        footer: footerOf(input.unsubscribe),
      },
    );
  },

  /** A plan ends in 7, 3 or 1 days: renew the same course and plan. */
  renewalReminder: (input: PlanMailInput & { daysLeft: number; ends: string }): MailContent => {
    const left = plural(input.daysLeft, 'day');
    return planMail(publicUrl, input, {
      subject: `ends in ${left}`,
      row: ['Ends', input.ends],
      said: input.child
        ? `ends in ${left}. Renew it to keep ${input.child}'s classes and the tutor's times.`
        : `ends in ${left}. Renew it to keep your classes and your tutor's times.`,
    });
  },

  /** A plan has ended and was not renewed. */
  planEnded: (input: PlanMailInput & { ended: string }): MailContent =>
    planMail(publicUrl, input, {
      subject: 'has ended',
      row: ['Ended', input.ended],
      said: input.child
        ? 'has ended, so no more classes are planned. Renew it whenever you are ready: the tutor will plan the classes again.'
        : 'has ended, so no more classes are planned. Renew it whenever you are ready: your tutor will plan your classes again.',
    }),

  /** Classes a tutor has not recorded a day after they ended. */
  recordNudge: (input: {
    firstName: string;
    classes: { when: string; who: string }[];
    teachUrl: string;
    unsubscribe: Unsubscribe;
  }): MailContent =>
    render(
      publicUrl,
      `${plural(input.classes.length, 'class')} to record`,
      `Assalamu alaikum ${input.firstName},`,
      {
        paragraphs: [
          input.classes.length === 1
            ? 'This class ended a day ago and is not recorded yet. Record who came and leave a note for the learner:'
            : 'These classes ended a day ago and are not recorded yet. Record who came and leave a note for each learner:',
        ],
        rows: input.classes.map((item): [string, string] => [item.when, item.who]),
        action: { label: 'Record my classes', url: input.teachUrl },
        footer: footerOf(input.unsubscribe),
      },
    ),
});
