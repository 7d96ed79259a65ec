import { CLASSES_OF, hello, of, type Writer } from './arabic-words.ts';
import { isolate as i } from './layout.ts';
import type { EnglishMails } from './templates.ts';

// A learner's pause in Arabic (pause-mails.ts is its English): the same inputs.

export const arabicPauseMails = ({
  ar,
}: Writer): Pick<EnglishMails, 'pauseAnswered' | 'pauseClasses'> => ({
  pauseAnswered: (input) => {
    const classes = `${of(CLASSES_OF, input.child)} في ${i(input.course)}`;
    const days = `من ${input.from} إلى ${input.to}`;
    const subject = {
      granted: `${classes} متوقفة مؤقتًا`,
      waiting: `طلب توقف ${classes} بانتظار قرار الأكاديمية`,
      refused: `لم توافق الأكاديمية على توقف ${classes}`,
    }[input.outcome];
    const said = {
      granted: `توقفت ${classes} ${days}. أُلغيت الحصص الواقعة في هذه الأيام ولا تُحتسب حصصًا مأخوذة، وتمتد الخطة بعدد هذه الأيام نفسه.`,
      waiting: `طلب توقف ${classes} ${days} يتجاوز ما تمنحه الأكاديمية مباشرة، لذا ستبتّ الأكاديمية فيه. تبقى الحصص محجوزة حتى ذلك الحين، وسنراسلك حين يُبتّ فيه.`,
      refused: `تعذّر على الأكاديمية منح توقف ${classes} ${days}. تبقى الحصص محجوزة كما كانت.`,
    }[input.outcome];
    const granted: [string, string][] =
      input.outcome === 'granted'
        ? [
            ['الحصص الملغاة', String(input.classes)],
            ...(input.newEnd
              ? ([['تنتهي الخطة الآن في', input.newEnd]] as [string, string][])
              : []),
          ]
        : [];
    return ar(subject, hello(input.firstName), {
      paragraphs: [said],
      rows: [['التوقف', days], ...granted],
      action: {
        label: input.child ? `عرض حصص ${i(input.child)}` : 'عرض حصصي',
        url: input.pageUrl,
      },
    });
  },

  pauseClasses: (input) => {
    const cancelled = input.change === 'cancelled';
    return ar(
      cancelled
        ? `حصص متوقفة: ${i(input.learner)} - ${i(input.course)}`
        : `سُحب التوقف: عادت حصص ${i(input.learner)} في ${i(input.course)}`,
      hello(input.firstName),
      {
        paragraphs: [
          cancelled
            ? `يتوقف ${i(input.learner)} عن ${i(input.course)} من ${input.from} إلى ${input.to}. أُلغيت الحصص التالية معك:`
            : `سحب ${i(input.learner)} طلب التوقف عن ${i(input.course)} من ${input.from} إلى ${input.to}. أُعيد حجز الحصص التالية معك:`,
        ],
        rows: input.classes.map((when): [string, string] => ['الحصة', when]),
        action: { label: 'عرض حصصي', url: input.pageUrl },
      },
    );
  },
});
