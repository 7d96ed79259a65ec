import {
  CLASS,
  CLASSES_OF,
  count,
  DAYS,
  hello,
  of,
  writerOf,
  type Writer,
} from './arabic-words.ts';
import { isolate as i } from './layout.ts';
import { arabicLeaveMails } from './leave-mails.ar.ts';
import { arabicReminderMails } from './reminder-mails.ar.ts';
import { arabicPauseMails } from './pause-mails.ar.ts';
import { arabicSeasonMails } from './season-mails.ar.ts';
import { maskEmail, type EnglishMails } from './templates.ts';

// The school's mails in Arabic: every kind the English templates have, with the same inputs
// (templates.ts is their English). Names, addresses, courses and prices are isolated; links of
// the site go to its Arabic pages. Staff mails stay English (the school's staff read English).

const leadMails = (
  { ar, page, link, sensitive }: Writer,
  english: EnglishMails,
): Pick<
  EnglishMails,
  | 'passwordResetSubject'
  | 'demoRequestConfirmation'
  | 'demoRequestStaff'
  | 'jobApplicationStaff'
  | 'contactStaff'
  | 'newsletterConfirm'
> => ({
  passwordResetSubject: 'إعادة تعيين كلمة المرور',

  demoRequestConfirmation: () =>
    ar('طلبك لحصة تجريبية مجانية', hello(), {
      paragraphs: [
        'شكرًا لطلبك حصة تجريبية مجانية. سيراسلك أحد أعضاء فريقنا خلال يوم عمل واحد لنتفق على موعد يناسبك.',
        'الحصة التجريبية درس هادئ مدته 30 دقيقة مع معلم ناطق بالعربية: نتعرّف على مستواك ونجيب عن أسئلتك ونقترح عليك الدورة المناسبة.',
      ],
      action: { label: 'تصفّح دوراتنا', url: page('/courses') },
    }),
  // To the school's staff, who read English.
  demoRequestStaff: english.demoRequestStaff,
  jobApplicationStaff: english.jobApplicationStaff,
  contactStaff: english.contactStaff,

  newsletterConfirm: (confirmUrl, unsubscribeUrl) =>
    sensitive(
      ar('يُرجى تأكيد اشتراكك', hello(), {
        paragraphs: [
          'طلب أحدهم (ونرجو أن تكون أنت) تلقّي النشرة البريدية لأكاديمية اقرأ على هذا العنوان: مقال قصير كل أسبوع، بلا رسائل مزعجة.',
        ],
        action: { label: 'تأكيد اشتراكي', url: confirmUrl },
        after: [
          'إن لم تكن أنت صاحب الطلب، فتجاهل هذه الرسالة ولن يُرسل إليك شيء.',
          `لإلغاء الاشتراك في أي وقت: ${link(unsubscribeUrl)}`,
        ],
      }),
    ),
});

const accountMails = ({
  ar,
  page,
  sensitive,
}: Writer): Pick<
  EnglishMails,
  'welcome' | 'passwordReset' | 'signInDetailsChanged' | 'passwordChanged'
> => ({
  welcome: (firstName) =>
    ar('مرحبًا بك في أكاديمية اقرأ', hello(firstName), {
      paragraphs: [
        'مرحبًا بك في أكاديمية اقرأ. حسابك جاهز.',
        'اختر دورة وخطة تناسبان أسبوعك، وستظهر حصصك وروابطها في صفحة «تعلّمي».',
      ],
      action: { label: 'اختر دورة', url: page('/courses') },
    }),

  passwordReset: (resetUrl) =>
    sensitive(
      ar('إعادة تعيين كلمة المرور', hello(), {
        paragraphs: [
          'تلقّينا طلبًا لإعادة تعيين كلمة المرور لحسابك في أكاديمية اقرأ. يعمل الرابط مرة واحدة ولمدة 60 دقيقة.',
        ],
        action: { label: 'اختيار كلمة مرور جديدة', url: resetUrl },
        after: ['إن لم تطلب ذلك، فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.'],
      }),
    ),

  signInDetailsChanged: (input) =>
    sensitive(
      ar('تغيّر البريد الإلكتروني لحسابك', hello(input.firstName), {
        paragraphs: [
          input.passwordChanged
            ? 'تغيّر البريد الإلكتروني وكلمة المرور لحسابك في أكاديمية اقرأ. من الآن فصاعدًا تصل رسائل الحساب إلى العنوان الجديد.'
            : 'تغيّر البريد الإلكتروني لحسابك في أكاديمية اقرأ. من الآن فصاعدًا تصل رسائل الحساب إلى العنوان الجديد.',
        ],
        rows: [
          [
            'ما تغيّر',
            input.passwordChanged ? 'البريد الإلكتروني وكلمة المرور' : 'البريد الإلكتروني',
          ],
          ['العنوان الجديد', i(maskEmail(input.newEmail))],
          ['الموعد', input.when],
        ],
        after: [
          'إن كنت أنت من فعل ذلك، فلا شيء عليك.',
          'وإن لم تكن أنت، فلدى غيرك كلمة مرورك أو جهاز مسجَّل الدخول. الرابط أعلاه يؤمّن الحساب: يعيد إليه هذا العنوان، ويتيح لك اختيار كلمة مرور جديدة، ويُخرج الجميع من الحساب. يعمل مرة واحدة، لمدة 7 أيام، ومن هذه الرسالة فقط.',
        ],
        action: { label: 'تأمين حسابي', url: input.secureUrl },
      }),
    ),

  passwordChanged: (input) =>
    ar('تغيّرت كلمة مرورك', hello(input.firstName), {
      paragraphs: ['تغيّرت كلمة المرور لحسابك في أكاديمية اقرأ.'],
      rows: [['الموعد', input.when]],
      after: [
        'إن كنت أنت من فعل ذلك، فلا شيء عليك.',
        'وإن لم تكن أنت، فاختر كلمة مرور جديدة الآن من الرابط أعلاه: فهو يُخرج الجميع من الحساب.',
      ],
      action: { label: 'إعادة تعيين كلمة مروري', url: page('/forgot-password') },
    }),
});

const familyMails = ({
  ar,
  page,
  sensitive,
}: Writer): Pick<EnglishMails, 'familyInvitation' | 'childSignIn' | 'paymentReceipt'> => ({
  familyInvitation: (input) =>
    sensitive(
      ar(
        input.child
          ? `يدعوك ${i(input.from)} لتكون وليّ أمر ${i(input.child)} في أكاديمية اقرأ`
          : `يدعوك ${i(input.from)} للانضمام إلى عائلته في أكاديمية اقرأ`,
        hello(),
        {
          paragraphs: input.child
            ? [
                `يطلب منك ${i(input.from)} أن تكون وليّ أمر ${i(input.child)} في أكاديمية اقرأ كما هو. إن قبلت، سترى حصص ${i(input.child)} وتقدّمه، ويمكنك الدفع لدوراته، وسنراسلك بشأن حصصه.`,
              ]
            : [
                `يطلب ${i(input.from)} ربط حسابك في أكاديمية اقرأ به بصفته وليّ أمرك. إن قبلت، سيرى حصصك وتقدّمك، ويمكنه الدفع لدوراتك، وسنراسله بشأن حصصك أيضًا.`,
              ],
          action: { label: 'عرض الدعوة', url: input.acceptUrl },
          after: [
            `سجّل الدخول، أو أنشئ حسابًا، بهذا البريد الإلكتروني لتقبل الدعوة. يعمل الرابط لمدة ${count(input.days, DAYS)}، ولا يتغيّر شيء ما لم تقبل.`,
            'إن كنت لا تعرف المرسل، فتجاهل هذه الرسالة.',
          ],
        },
      ),
    ),

  childSignIn: (input) =>
    sensitive(
      ar('حسابك الخاص لتسجيل الدخول في أكاديمية اقرأ', hello(input.firstName), {
        paragraphs: [
          `منحك ${i(input.from)} حسابًا خاصًّا بك لتسجيل الدخول في أكاديمية اقرأ. اختر كلمة مرور لتسجّل الدخول بهذا البريد الإلكتروني وترى حصصك وتقدّمك. ويبقى ${i(input.from)} يراها كذلك.`,
          'يعمل الرابط مرة واحدة ولمدة 7 أيام.',
        ],
        action: { label: 'اختيار كلمة مروري', url: input.setPasswordUrl },
      }),
    ),

  paymentReceipt: (input) =>
    ar(`إيصالك: ${i(input.what)}`, hello(input.firstName), {
      paragraphs: ['شكرًا لك على الدفع. إليك الإيصال.'],
      rows: [
        ['البند', i(input.what)],
        ['المبلغ المدفوع', i(input.amount)],
        ...(input.period ? ([['المدة', input.period]] as [string, string][]) : []),
        ['المرجع', i(input.reference)],
      ],
      action: { label: 'الذهاب إلى صفحة تعلّمي', url: page('/learning') },
      after: ['احتفظ بهذه الرسالة في سجلاتك.'],
    }),
});

const teachingMails = ({
  ar,
  sensitive,
}: Writer): Pick<
  EnglishMails,
  'tutorInvitation' | 'classesBooked' | 'classChanged' | 'holidayClasses' | 'trialBooked'
> => ({
  tutorInvitation: (input) =>
    sensitive(
      ar('ندعوك للتدريس في أكاديمية اقرأ', hello(input.firstName), {
        paragraphs: [
          'أنشأت لك أكاديمية اقرأ حساب معلم. اختر كلمة مرور لتسجّل الدخول وترى حصصك ومتعلّميك وملاحظاتهم.',
          'يعمل الرابط مرة واحدة ولمدة 7 أيام. إن انتهت صلاحيته، فاطلب رابطًا جديدًا من «نسيت كلمة المرور» في صفحة تسجيل الدخول.',
        ],
        action: { label: 'اختيار كلمة مروري', url: input.setPasswordUrl },
      }),
    ),

  classesBooked: (input) =>
    ar(`تم حجز ${of(CLASSES_OF, input.child)} في ${i(input.course)}`, hello(input.firstName), {
      paragraphs: [
        `تم حجز ${of(CLASSES_OF, input.child)} الأسبوعية في ${i(input.course)} مع ${i(input.withName)}.`,
      ],
      rows: [
        ['المواعيد', input.plan],
        ...(input.first ? ([['الحصة الأولى', input.first]] as [string, string][]) : []),
        ['رابط الحصة', i(input.link)],
      ],
      action: {
        label: input.child ? `عرض حصص ${i(input.child)}` : 'عرض حصصي',
        url: input.pageUrl,
      },
      after: ['المواعيد بتوقيتك المحلي، وتتبع تغيّره من التوقيت الصيفي وإليه.'],
    }),

  classChanged: (input) => {
    const moved = input.change === 'moved';
    return ar(
      `${moved ? 'تغيّر موعد حصة' : 'أُلغيت حصة'}: ${input.child ? `${i(input.child)} - ` : ''}${i(input.course)}`,
      hello(input.firstName),
      {
        paragraphs: [
          `${moved ? 'غيّر' : 'ألغى'} ${i(input.by)} ${moved ? 'موعد ' : ''}${of(CLASS, input.child)} في ${i(input.course)} مع ${i(input.withName)}.`,
        ],
        rows: [
          [moved ? 'كانت' : 'الحصة', input.was],
          ...(input.now ? ([['أصبحت', input.now]] as [string, string][]) : []),
          ...(moved ? ([['رابط الحصة', i(input.link)]] as [string, string][]) : []),
        ],
        action: {
          label: input.child ? `عرض حصص ${i(input.child)}` : 'عرض حصصي',
          url: input.pageUrl,
        },
        ...(input.after ? { after: input.after } : {}),
      },
    );
  },

  holidayClasses: (input) => {
    const subject =
      input.restored.length === 0
        ? `لا حصص في ${i(input.holiday)}: ${of(CLASSES_OF, input.child)}`
        : input.cancelled.length === 0
          ? `تُعقد ${of(CLASSES_OF, input.child)} كالمعتاد (${i(input.holiday)})`
          : `تغيّرت أيام ${i(input.holiday)}: ${of(CLASSES_OF, input.child)}`;
    return ar(subject, hello(input.firstName), {
      paragraphs: [
        input.days
          ? `تعطّل أكاديمية اقرأ في ${i(input.holiday)} (${input.days}): لا تُعقد حصص في هذه الأيام.`
          : `لم تعد أكاديمية اقرأ تعطّل في ${i(input.holiday)}.`,
      ],
      rows: [
        ...input.cancelled.map((line): [string, string] => ['لا تُعقد', line]),
        ...input.restored.map((line): [string, string] => ['تُعقد كالمعتاد', line]),
      ],
      action: {
        label: input.child ? `عرض حصص ${i(input.child)}` : 'عرض حصصي',
        url: input.pageUrl,
      },
      after: [...input.after, 'المواعيد بتوقيتك المحلي.'],
    });
  },

  trialBooked: (input) =>
    ar('تم حجز حصتك التجريبية المجانية', hello(), {
      paragraphs: [
        `تم حجز حصتك التجريبية المجانية مع ${i(input.tutorName)}. ادخل من حاسوب أو هاتف قبل الموعد ببضع دقائق؛ يُفتح الرابط في متصفحك.`,
      ],
      rows: [
        ['الموعد', input.when],
        ['رابط الحصة', i(input.link)],
      ],
      after: ['إن لم يعد الموعد يناسبك، فردّ على هذه الرسالة وسنجد موعدًا آخر.'],
    }),
});

export const arabicMails = (publicUrl: string, english: EnglishMails): EnglishMails => {
  const writer = writerOf(publicUrl);
  return {
    ...leadMails(writer, english),
    ...accountMails(writer),
    ...familyMails(writer),
    ...teachingMails(writer),
    ...arabicPauseMails(writer),
    ...arabicSeasonMails(writer),
    ...arabicReminderMails(writer),
    ...arabicLeaveMails(writer),
  };
};
