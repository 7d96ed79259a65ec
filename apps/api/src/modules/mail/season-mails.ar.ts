import { CLASSES_OF, hello, of, type Writer } from './arabic-words.ts';
import { isolate as i } from './layout.ts';
import type { EnglishMails } from './templates.ts';
import type { SeasonNews } from './season-mails.ts';

// A seasonal timetable's news in Arabic (season-mails.ts is its English): the same inputs.

const SAID: Record<SeasonNews, string> = {
  proposed: 'مقترح',
  accepted: 'متفق عليه',
  declined: 'مرفوض',
  withdrawn: 'مسحوب',
};

export const arabicSeasonMails = ({ ar }: Writer): Pick<EnglishMails, 'seasonNews'> => ({
  seasonNews: (input) => {
    const classes = `${of(CLASSES_OF, input.child)} في ${i(input.course)} مع ${i(input.withName)}`;
    const lines: Record<SeasonNews, string> = {
      proposed: `اقتُرح جدول موسمي جديد: ${classes}. يُرجى قبوله أو رفضه.`,
      accepted: `تتبع ${classes} جدولًا موسميًا في هذه الأيام، ثم تعود إلى الخطة المعتادة.`,
      declined: `رُفض الجدول الموسمي المقترح، فتبقى ${classes} على الخطة المعتادة.`,
      withdrawn: `سُحب الجدول الموسمي المقترح، فتبقى ${classes} على الخطة المعتادة.`,
    };
    return ar(`جدول موسمي ${SAID[input.news]}: ${i(input.course)}`, hello(input.firstName), {
      paragraphs: [lines[input.news]],
      rows: [
        ['الأيام', input.days],
        ['الحصص فيها', input.season],
        ['الخطة المعتادة', input.usual],
        ...(input.first ? ([['أول حصة فيها', input.first]] as [string, string][]) : []),
      ],
      action: {
        label: input.news === 'proposed' ? 'الرد عليه' : 'عرض الحصص',
        url: input.pageUrl,
      },
      after: ['المواعيد بتوقيتك المحلي، وتتبع تغيّره من التوقيت الصيفي وإليه.'],
    });
  },
});
