import type { DigestPart } from './digest-mail.ts';
import { isolate as i } from './layout.ts';
import type { EnglishMails } from './templates.ts';
import {
  CLASS,
  CLASSES,
  count,
  DAYS,
  footerOf,
  hello,
  HOURS,
  of,
  PLAN,
  type Writer,
} from './arabic-words.ts';

// Reminders and the weekly digest in Arabic (reminder-mails.ts and digest-mail.ts are their
// English): the same inputs, the reader's words.

const reminders = ({
  ar,
  link,
  planMail,
}: Writer): Pick<
  EnglishMails,
  'classReminder' | 'renewalReminder' | 'planEnded' | 'recordNudge'
> => ({
  classReminder: (input) => {
    const change = input.change;
    const soon = input.lead === '1h' ? 'بعد ساعة' : 'بعد 24 ساعة';
    return {
      ...ar(
        `${soon}: ${input.child ? `${i(input.child)} - ` : ''}${i(input.course)} مع ${i(input.withName)}`,
        hello(input.firstName),
        {
          paragraphs: [
            `${input.lead === '1h' ? 'تبدأ' : 'موعد'} ${of(CLASS, input.child)} في ${i(input.course)} مع ${i(input.withName)} ${soon}.`,
          ],
          rows: [
            ['الموعد', input.when],
            ['رابط الحصة', i(input.link)],
          ],
          action: { label: 'الدخول إلى الحصة', url: input.link },
          after: [
            ...(change && 'until' in change
              ? [
                  `ما زال بإمكانك إلغاء هذه الحصة أو تغيير موعدها حتى ${change.until}، من صفحة حصصك: ${link(input.pageUrl)}`,
                ]
              : []),
            ...(change && 'noticeHours' in change
              ? [
                  `فات أوان إلغاء هذه الحصة أو تغيير موعدها (تطلب الأكاديمية إشعارًا قبلها بـ${count(change.noticeHours, HOURS)}): تُحتسب مأخوذة إن تغيّبت عنها.`,
                ]
              : []),
            'ادخل قبل الموعد ببضع دقائق من حاسوب أو هاتف؛ يُفتح الرابط في متصفحك.',
          ],
          footer: footerOf(input.unsubscribe),
        },
      ),
    };
  },

  renewalReminder: (input) => {
    const left = count(input.daysLeft, DAYS);
    return planMail(
      input,
      `تنتهي بعد ${left}`,
      input.child
        ? `تنتهي بعد ${left}. جدّدها لتحتفظ بحصص ${i(input.child)} وبمواعيد المعلم.`
        : `تنتهي بعد ${left}. جدّدها لتحتفظ بحصصك وبمواعيد معلمك.`,
      ['تنتهي في', input.ends],
      input.checkoutUrl,
      input.unsubscribe,
    );
  },

  planEnded: (input) =>
    planMail(
      input,
      'انتهت',
      input.child
        ? 'انتهت، فلا حصص مخطّطة بعد الآن. جدّدها متى شئت: وسيخطّط المعلم الحصص من جديد.'
        : 'انتهت، فلا حصص مخطّطة بعد الآن. جدّدها متى شئت: وسيخطّط معلمك حصصك من جديد.',
      ['انتهت في', input.ended],
      input.checkoutUrl,
      input.unsubscribe,
    ),

  recordNudge: (input) =>
    ar(`${count(input.classes.length, CLASSES)} بانتظار التسجيل`, hello(input.firstName), {
      paragraphs: [
        input.classes.length === 1
          ? 'انتهت هذه الحصة قبل يوم ولم تُسجَّل بعد. سجّل من حضر واترك ملاحظة للمتعلم:'
          : 'انتهت هذه الحصص قبل يوم ولم تُسجَّل بعد. سجّل من حضر واترك ملاحظة لكل متعلم:',
      ],
      rows: input.classes.map((item): [string, string] => [item.when, i(item.who)]),
      action: { label: 'تسجيل حصصي', url: input.teachUrl },
      footer: footerOf(input.unsubscribe),
    }),
});

const digest = ({ ar }: Writer): Pick<EnglishMails, 'weeklyDigest'> => ({
  weeklyDigest: (input) => {
    const children = input.parts.flatMap((part: DigestPart) => (part.child ? [part.child] : []));
    const mine = input.parts.some((part) => part.child === null);
    const names =
      children.length <= 1
        ? i(children[0] ?? '')
        : `${children.slice(0, -1).map(i).join('، ')} و${i(children[children.length - 1] ?? '')}`;
    const subject =
      children.length === 0 ? 'أسبوعك في اقرأ' : `${names}${mine ? ' وأنت' : ''}: الأسبوع في اقرأ`;
    return ar(subject, hello(input.firstName), {
      paragraphs: [
        `إليك الأسبوع من ${input.from} إلى ${input.to}، والأسبوع القادم. المواعيد بتوقيتك (${i(input.zone)}).`,
      ],
      sections: input.parts.flatMap((part) => [
        {
          heading: part.child ? `${i(part.child)}: هذا الأسبوع` : 'أسبوعك',
          paragraphs: [
            part.tally
              ? `${part.tally}.`
              : part.child
                ? `لم تكن لـ${i(part.child)} حصص هذا الأسبوع.`
                : 'لم تكن لك حصص هذا الأسبوع.',
          ],
          rows: part.week,
        },
        {
          heading: part.child ? `${i(part.child)}: الأسبوع القادم` : 'أسبوعك القادم',
          paragraphs: [
            ...(part.ahead.length === 0 ? ['لا حصص مخطّطة الأسبوع القادم.'] : []),
            ...part.plansEnding.map(
              (plan) =>
                `تنتهي ${of(PLAN, part.child)} في ${i(plan.course)} (${i(plan.plan)}) في ${plan.ends}. جدّدها لتحتفظ بالحصص وبمواعيد المعلم.`,
            ),
          ],
          rows: part.ahead,
        },
      ]),
      action: {
        label: children.length > 0 ? 'فتح صفحة العائلة' : 'فتح حصصي',
        url: input.pageUrl,
      },
      footer: footerOf(input.unsubscribe, 'إيقاف هذه الملخّصات'),
    });
  },
});

export const arabicReminderMails = (writer: Writer) => ({
  ...reminders(writer),
  ...digest(writer),
});
