import { CLASSES_OF, hello, of, type Writer } from './arabic-words.ts';
import { isolate as i } from './layout.ts';
import type { LeaveMailClass, LeaveMailInput } from './leave-mails.ts';
import type { EnglishMails } from './templates.ts';

// A tutor's leave in Arabic (leave-mails.ts is its English): the same inputs, the reader's words.

function outcomeWords(input: LeaveMailInput, item: LeaveMailClass): string {
  if (item.outcome === 'back') return `عادت إلى ${i(input.tutorName)}`;
  if (item.outcome === 'cancelled') return 'أُلغيت، ومُنح عنها رصيد حصة تعويضية';
  if (input.audience === 'substitute') return 'تدرّسها أنت';
  return input.substituteName ? `يدرّسها ${i(input.substituteName)}` : 'يدرّسها معلّم بديل';
}

function opening(input: LeaveMailInput): string {
  const days = `من ${input.from} إلى ${input.to}`;
  if (input.withdrawn) {
    if (input.audience === 'substitute') {
      return `سُحبت إجازة ${i(input.tutorName)} ${days}: تعود هذه الحصص إليه.`;
    }
    if (input.audience === 'tutor') return `سُحبت إجازتك ${days}: عادت إليك هذه الحصص.`;
    return `سُحبت إجازة ${i(input.tutorName)} ${days}: عادت ${of(CLASSES_OF, input.child)} إليه.`;
  }
  if (input.audience === 'substitute') {
    return `${i(input.tutorName)} في إجازة ${days}. تدرّس أنت هذه الحصص مكانه.`;
  }
  if (input.audience === 'tutor') {
    return `تمت الموافقة على إجازتك ${days}. هذا ما يحدث لحصصك.`;
  }
  return `${i(input.tutorName)} في إجازة ${days}. هذا ما يحدث لـ${of(CLASSES_OF, input.child)}.`;
}

export const arabicLeaveMails = ({ ar }: Writer): Pick<EnglishMails, 'tutorLeave'> => ({
  tutorLeave: (input) =>
    ar(
      input.withdrawn
        ? `سُحبت الإجازة: ${i(input.tutorName)}، ${input.from} – ${input.to}`
        : input.audience === 'family'
          ? `${of(CLASSES_OF, input.child)} أثناء إجازة ${i(input.tutorName)}`
          : `إجازة: ${i(input.tutorName)}، ${input.from} – ${input.to}`,
      hello(input.firstName),
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
                ? `حصص ${i(input.child)}`
                : 'حصصي'
              : 'صفحة التدريس',
          url: input.pageUrl,
        },
        after: ['المواعيد بحسب ساعتك أنت.'],
      },
    ),
});
