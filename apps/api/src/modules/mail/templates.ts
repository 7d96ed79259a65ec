import type { Language } from '@iqra/contracts';
import { render } from './layout.ts';
import { digestMails } from './digest-mail.ts';
import { reminderMails } from './reminder-mails.ts';
import { schoolYearMails } from './school-year-mails.ts';
import { arabicMails } from './templates.ar.ts';
/**
 * The school's e-mails: one branded layout, each message in HTML and plain text. Links are
 * absolute, built from PUBLIC_URL; everything interpolated into HTML is escaped.
 */

export interface MailContent {
  subject: string;
  html: string;
  text: string;
  /**
   * Carries a secret (a reset or confirmation link): staff never see it in the back office,
   * and its body is cleared once it is sent.
   */
  sensitive?: boolean;
  /** Extra header lines (`List-Unsubscribe` and `List-Unsubscribe-Post` on a reminder). */
  headers?: Record<string, string>;
  /** A calendar invitation sent with the mail (`text/calendar`, its METHOD as given). */
  calendar?: CalendarPart;
  /** The language it is written in, said as its Content-Language (the layout's `lang`). */
  language?: Language;
}

/** iCalendar text and its iTIP method: REQUEST (booked, moved), CANCEL, or PUBLISH (a list). */
export interface CalendarPart {
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH';
  content: string;
}

const RESET_SUBJECT = 'Reset your password';

/**
 * An address with most of it hidden, as a mail to another inbox shows it: `na***@gm***.com`.
 * Enough for the owner to recognise their own address, not enough to hand it to a stranger.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return '***';
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const [host, suffix] = dot > 0 ? [domain.slice(0, dot), domain.slice(dot)] : [domain, ''];
  const keep = (part: string) => part.slice(0, part.length > 4 ? 2 : 1);
  return `${keep(local)}***@${keep(host)}***${suffix}`;
}

/** Mails about visitors' requests: demo classes, job applications, contact, the newsletter. */
const leadMails = (publicUrl: string) => ({
  demoRequestConfirmation: () =>
    render(publicUrl, 'Your free demo class request', 'Assalamu alaikum,', {
      paragraphs: [
        'Thank you for asking for a free demo class. A member of our team will write to you within one working day to find a time that suits you.',
        'The demo is a relaxed 30-minute lesson with a native Arabic tutor: we check your level, answer your questions and suggest the right course.',
      ],
      action: { label: 'Browse our courses', url: `${publicUrl}/courses` },
    }),

  demoRequestStaff: (email: string, preferred: string | null = null, zone: string | null = null) =>
    render(publicUrl, `New demo request from ${email}`, 'Hello team,', {
      paragraphs: [`${email} asked for a free demo class. Please reply within one working day.`],
      rows: [
        ['E-mail', email],
        ...(preferred ? ([['Preferred time', preferred]] as [string, string][]) : []),
        ...(zone ? ([['Time zone', zone]] as [string, string][]) : []),
      ],
    }),

  jobApplicationStaff: (email: string, resumeName: string | null) =>
    render(publicUrl, `New job application from ${email}`, 'Hello team,', {
      paragraphs: [
        `${email} applied to teach with us.`,
        resumeName ? 'Their resume is attached.' : 'They did not attach a resume.',
      ],
      rows: [
        ['E-mail', email],
        ...(resumeName ? ([['Resume', resumeName]] as [string, string][]) : []),
      ],
    }),

  contactStaff: (input: { name: string; email: string; phone: string; message: string }) =>
    render(publicUrl, `Contact form: ${input.name}`, 'Hello team,', {
      paragraphs: ['A visitor wrote through the contact form:', input.message],
      rows: [
        ['Name', input.name],
        ['E-mail', input.email],
        ['Phone', input.phone],
      ],
    }),

  newsletterConfirm: (confirmUrl: string, unsubscribeUrl: string): MailContent => ({
    ...render(publicUrl, 'Please confirm your subscription', 'Assalamu alaikum,', {
      paragraphs: [
        'Someone (we hope you) asked to receive the Iqra Academy newsletter at this address: one short article a week, no spam.',
      ],
      action: { label: 'Confirm my subscription', url: confirmUrl },
      after: [
        'If this was not you, ignore this e-mail and nothing will be sent.',
        `To stop at any time: ${unsubscribeUrl}`,
      ],
    }),
    sensitive: true,
  }),
});

/** Mails about a learner's account: welcome, resets and changes to how they sign in. */
const accountMails = (publicUrl: string) => ({
  welcome: (firstName: string) =>
    render(publicUrl, 'Welcome to Iqra Academy', `Assalamu alaikum ${firstName},`, {
      paragraphs: [
        'Welcome to Iqra Academy. Your account is ready.',
        'Choose a course and a plan that fits your week; your classes and their links will appear on your Learning page.',
      ],
      action: { label: 'Choose a course', url: `${publicUrl}/courses` },
    }),

  passwordReset: (resetUrl: string): MailContent => ({
    ...render(publicUrl, RESET_SUBJECT, 'Assalamu alaikum,', {
      paragraphs: [
        'We received a request to reset the password of your Iqra Academy account. The link works once and for 60 minutes.',
      ],
      action: { label: 'Choose a new password', url: resetUrl },
      after: ['If you did not ask for this, ignore this e-mail: your password stays as it is.'],
    }),
    sensitive: true,
  }),

  /**
   * To the address an account had before its e-mail was changed: what changed, when, and a
   * one-time link that puts this address back, sets a new password and signs everyone out.
   */
  signInDetailsChanged: (input: {
    firstName: string;
    newEmail: string;
    passwordChanged: boolean;
    when: string;
    secureUrl: string;
  }): MailContent => ({
    ...render(
      publicUrl,
      'The e-mail address of your account was changed',
      `Assalamu alaikum ${input.firstName},`,
      {
        paragraphs: [
          input.passwordChanged
            ? 'The e-mail address and the password of your Iqra Academy account were changed. From now on, mail about the account goes to the new address.'
            : 'The e-mail address of your Iqra Academy account was changed. From now on, mail about the account goes to the new address.',
        ],
        rows: [
          ['Changed', input.passwordChanged ? 'E-mail address and password' : 'E-mail address'],
          ['New address', maskEmail(input.newEmail)],
          ['When', input.when],
        ],
        after: [
          'If this was you, there is nothing to do.',
          'If it was not, someone else has your password or a signed-in device. The link above secures the account: it puts this address back on it, lets you choose a new password and signs everyone out. It works once, for 7 days, and only from this e-mail.',
        ],
        action: { label: 'Secure my account', url: input.secureUrl },
      },
    ),
    sensitive: true,
  }),

  /** To the account's address after its password was changed on the account page. */
  passwordChanged: (input: { firstName: string; when: string }) =>
    render(publicUrl, 'Your password was changed', `Assalamu alaikum ${input.firstName},`, {
      paragraphs: ['The password of your Iqra Academy account was changed.'],
      rows: [['When', input.when]],
      after: [
        'If this was you, there is nothing to do.',
        'If it was not, choose a new password now with the link above: it signs everyone else out.',
      ],
      action: { label: 'Reset my password', url: `${publicUrl}/forgot-password` },
    }),
});

/** Mails about joining a family: an invitation to be linked, a child's own sign-in. */
const familyMails = (publicUrl: string) => ({
  /**
   * To the address a parent invited: to be linked as their child (`child` null), or to be a
   * guardian of `child` too. Accepted signed in with this address, within `days`.
   */
  familyInvitation: (input: {
    from: string;
    child: string | null;
    acceptUrl: string;
    days: number;
  }): MailContent => ({
    ...render(
      publicUrl,
      input.child
        ? `${input.from} invites you to be ${input.child}'s guardian at Iqra Academy`
        : `${input.from} invites you to join their family at Iqra Academy`,
      'Assalamu alaikum,',
      {
        paragraphs: input.child
          ? [
              `${input.from} asks you to be a guardian of ${input.child} at Iqra Academy, as they are. If you accept, you will see ${input.child}'s classes and progress, may pay for their courses, and we will write to you about their classes.`,
            ]
          : [
              `${input.from} asks to be linked to your Iqra Academy account as your parent or guardian. If you accept, they will see your classes and progress, may pay for your courses, and we will write to them about your classes too.`,
            ],
        action: { label: 'See the invitation', url: input.acceptUrl },
        after: [
          `Sign in, or create an account, with this e-mail address to accept. The link works for ${input.days} days; nothing changes unless you accept.`,
          'If you do not know who sent this, ignore this e-mail.',
        ],
      },
    ),
    sensitive: true,
  }),

  /** To a child's own address: their parent gives them a sign-in of their own. */
  childSignIn: (input: {
    firstName: string;
    from: string;
    setPasswordUrl: string;
  }): MailContent => ({
    ...render(
      publicUrl,
      'Your own sign-in at Iqra Academy',
      `Assalamu alaikum ${input.firstName},`,
      {
        paragraphs: [
          `${input.from} has given you a sign-in of your own at Iqra Academy. Choose a password to sign in with this e-mail address and see your classes and progress. ${input.from} goes on seeing them too.`,
          'The link works once and for 7 days.',
        ],
        action: { label: 'Choose my password', url: input.setPasswordUrl },
      },
    ),
    sensitive: true,
  }),
});

/** Mails about payments: the receipt. */
const paymentMails = (publicUrl: string) => ({
  paymentReceipt: (input: {
    firstName: string;
    what: string;
    amount: string;
    period?: string;
    reference: string;
  }) =>
    render(publicUrl, `Your receipt: ${input.what}`, `Assalamu alaikum ${input.firstName},`, {
      paragraphs: ['Thank you for your payment. Here is your receipt.'],
      rows: [
        ['Item', input.what],
        ['Amount paid', input.amount],
        ...(input.period ? ([['Period', input.period]] as [string, string][]) : []),
        ['Reference', input.reference],
      ],
      action: { label: 'Go to my learning', url: `${publicUrl}/learning` },
      after: ['Keep this e-mail for your records.'],
    }),
});

/** "your Tajweed class", and "your free trial class" rather than "Free trial class class". */
/** "your", or "Hana's" in a mail to a child's guardian. */
export const whose = (child: string | null | undefined) => (child ? `${child}'s` : 'your');
/** The same at the start of a sentence or a subject. */
export const Whose = (child: string | null | undefined) => (child ? `${child}'s` : 'Your');

function classOf(course: string): string {
  return /\bclass$/i.test(course)
    ? course.charAt(0).toLowerCase() + course.slice(1)
    : `${course} class`;
}

/** Mails about classes, in the recipient's time zone: booked, moved, cancelled; invitations. */
const teachingMails = (publicUrl: string) => ({
  tutorInvitation: (input: { firstName: string; setPasswordUrl: string }): MailContent => ({
    ...render(
      publicUrl,
      'You are invited to teach at Iqra Academy',
      `Assalamu alaikum ${input.firstName},`,
      {
        paragraphs: [
          'Iqra Academy has made you a tutor account. Choose a password to sign in and see your classes, your learners and their notes.',
          'The link works once and for 7 days. If it has expired, ask for a new one with "Forgot password" on the sign-in page.',
        ],
        action: { label: 'Choose my password', url: input.setPasswordUrl },
      },
    ),
    sensitive: true,
  }),

  /** A weekly plan set up: to the learner and to the tutor, each on their own clock. */
  classesBooked: (input: {
    firstName: string;
    /** To a guardian: the child whose classes they are. */
    child?: string | null;
    course: string;
    withName: string;
    plan: string;
    first: string | null;
    link: string;
    pageUrl: string;
  }) =>
    render(
      publicUrl,
      `${Whose(input.child)} ${input.course} classes are booked`,
      `Assalamu alaikum ${input.firstName},`,
      {
        paragraphs: [
          `${Whose(input.child)} weekly ${input.course} classes with ${input.withName} are booked.`,
        ],
        rows: [
          ['When', input.plan],
          ...(input.first ? ([['First class', input.first]] as [string, string][]) : []),
          ['Class link', input.link],
        ],
        action: {
          label: input.child ? `See ${input.child}'s classes` : 'See my classes',
          url: input.pageUrl,
        },
        after: ['Times are on your own clock and follow its changes to and from summer time.'],
      },
    ),

  /** One class moved or cancelled: to the learner and to the tutor. */
  classChanged: (input: {
    firstName: string;
    /** To a guardian: the child whose class it is. */
    child?: string | null;
    course: string;
    withName: string;
    change: 'moved' | 'cancelled';
    by: string;
    was: string;
    now: string | null;
    link: string;
    pageUrl: string;
    after?: string[];
  }) =>
    render(
      publicUrl,
      `Class ${input.change}: ${input.child ? `${input.child}'s ` : ''}${input.course}`,
      `Assalamu alaikum ${input.firstName},`,
      {
        paragraphs: [
          `${input.by} ${input.change} ${whose(input.child)} ${classOf(input.course)} with ${input.withName}.`,
        ],
        rows: [
          [input.change === 'moved' ? 'Was' : 'Class', input.was],
          ...(input.now ? ([['Now', input.now]] as [string, string][]) : []),
          ...(input.change === 'moved' ? ([['Class link', input.link]] as [string, string][]) : []),
        ],
        action: {
          label: input.child ? `See ${input.child}'s classes` : 'See my classes',
          url: input.pageUrl,
        },
        ...(input.after ? { after: input.after } : {}),
      },
    ),

  /** A free trial class booked from a demo request. */
  trialBooked: (input: { tutorName: string; when: string; link: string }) =>
    render(publicUrl, 'Your free trial class is booked', 'Assalamu alaikum,', {
      paragraphs: [
        `Your free trial class with ${input.tutorName} is booked. Join from a computer or phone a few minutes early; the link opens in your browser.`,
      ],
      rows: [
        ['When', input.when],
        ['Class link', input.link],
      ],
      after: ['If the time no longer suits you, reply to this e-mail and we will find another.'],
    }),
});

const englishMails = (publicUrl: string) => ({
  /** Stored with a reset mail that is composed when it is sent (see password-reset.ts). */
  passwordResetSubject: RESET_SUBJECT,
  ...leadMails(publicUrl),
  ...accountMails(publicUrl),
  ...familyMails(publicUrl),
  ...paymentMails(publicUrl),
  ...teachingMails(publicUrl),
  ...schoolYearMails(publicUrl),
  ...reminderMails(publicUrl),
  ...digestMails(publicUrl),
});

/** Every mail kind, in one language. */
export type EnglishMails = ReturnType<typeof englishMails>;

/**
 * The mails in English, and `in(locale)`: the same kinds in a reader's language
 * (templates.ar.ts has the Arabic of each). A mail goes in its recipient's language.
 */
export const mailTemplates = (publicUrl: string) => {
  const en = englishMails(publicUrl);
  const byLanguage: Record<Language, EnglishMails> = { en, ar: arabicMails(publicUrl, en) };
  return { ...en, in: (locale: Language): EnglishMails => byLanguage[locale] };
};

export type MailTemplates = ReturnType<typeof mailTemplates>;
