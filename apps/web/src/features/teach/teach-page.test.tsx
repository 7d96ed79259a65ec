import {
  listOf,
  makeupCreditSchema,
  tutorCertificateProposalsSchema,
  tutorClassesResponseSchema,
  userResponseSchema,
  type MakeupCredit,
  type TutorClass,
} from '@iqra/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/i18n.ts';
import { forgetToken, storeToken } from '../../lib/token-storage.ts';
import { answer } from '../../test-utils/api-answers.ts';
import { playApi, renderIn } from '../../test-utils/played-api.tsx';
import { BookMakeupDialog } from './book-makeup-dialog.tsx';
import { CancelDialog } from './cancel-dialog.tsx';
import ProposeCertificateDialog from './propose-certificate-dialog.tsx';
import { TeachPage } from './teach-page.tsx';

// A tutor in Cairo (UTC+2 in November) with one class left to record, a make-up class owed,
// and no class this week; the school takes no certificate proposals. Then the dialogs they
// open from a class or a credit.
const CAIRO = 'Africa/Cairo';

const TO_RECORD: TutorClass = {
  id: 41,
  kind: 'regular',
  title: 'Hifz',
  course: 'Hifz for Children',
  starts_at: '2026-11-20T17:00:00.000Z',
  ends_at: '2026-11-20T18:00:00.000Z',
  anchor_zone: CAIRO,
  link: null,
  status: 'scheduled',
  cancelled_by: null,
  moved_from: null,
  attendance: null,
  note: '',
  holiday_id: null,
  learner: { id: 7, name: 'Amina Rahman', time_zone: 'Europe/London' },
  tutor: null,
  trial_email: null,
  recorded_at: null,
  to_record: true,
};

const CREDIT: MakeupCredit = {
  id: 5,
  subscription_id: 2,
  course: 'Hifz for Children',
  learner: { id: 7, name: 'Amina Rahman' },
  class_id: 40,
  class_starts_at: '2026-11-17T17:00:00.000Z',
  expires_at: '2026-12-17T17:00:00.000Z',
  used_class_id: null,
  used_starts_at: null,
  state: 'open',
};

function playTutor() {
  playApi(({ url }) => {
    if (url === '/api/auth/user') {
      return answer(userResponseSchema, {
        user: {
          id: 3,
          firstName: 'Yusuf',
          lastName: 'Abdelrahman',
          gender: 1,
          phone: '+20 2 2345 6789',
          whatsapp: '',
          country_id: null,
          age: null,
          email: 'tutor@example.com',
          avatar: null,
          role: 'tutor',
          time_zone: CAIRO,
          language: null,
          digits: 'latn',
          hijri: false,
        },
      });
    }
    if (url.startsWith('/api/teach/classes?')) {
      return answer(tutorClassesResponseSchema, { classes: [], time_zone: CAIRO, holidays: [] });
    }
    if (url === '/api/teach/to-record') {
      return answer(tutorClassesResponseSchema, {
        classes: [TO_RECORD],
        time_zone: CAIRO,
        holidays: [],
      });
    }
    if (url === '/api/teach/makeup-credits') {
      return answer(listOf(makeupCreditSchema), {
        data: [CREDIT],
      });
    }
    if (url === '/api/teach/certificate-proposals') {
      return answer(tutorCertificateProposalsSchema, { data: [], open: false });
    }
    return undefined;
  });
}

afterEach(forgetToken);

async function teachIn(locale: Locale) {
  storeToken('a-token');
  playTutor();
  await renderIn(locale, <TeachPage />, '/teach');
}

describe('the tutor’s dashboard', () => {
  it('reads as the seed wrote it in English', async () => {
    await teachIn('en');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Teach');
    expect(
      await screen.findByRole('button', {
        name: 'Record class with Amina Rahman on Friday 20 November at 19:00',
      }),
    ).toBeDefined();
    expect(
      screen.getByRole('button', {
        name: 'Book make-up class for Amina Rahman (class of Tuesday 17 November at 19:00)',
      }),
    ).toBeDefined();
  });

  it('reads in Arabic, days and times on the tutor’s clock in Arabic', async () => {
    await teachIn('ar');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('التدريس');
    const record = await screen.findByRole('button', {
      name: 'سجّل الحصة مع Amina Rahman يوم الجمعة، 20 نوفمبر الساعة 19:00',
    });
    expect(record.textContent).toBe('سجّل');
    const toRecord = screen.getByRole('region', { name: 'بانتظار التسجيل' });
    expect(within(toRecord).getByText('الجمعة، 20 نوفمبر، 19:00–20:00')).toBeDefined();

    const credits = screen.getByRole('region', { name: 'الحصص التعويضية المستحقة' });
    expect(within(credits).getByText('بانتظار الحجز')).toBeDefined();
    expect(
      within(credits).getByRole('button', {
        name: 'احجز حصة تعويضية لـ Amina Rahman (عن حصة الثلاثاء، 17 نوفمبر الساعة 19:00)',
      }),
    ).toBeDefined();

    const today = screen.getByRole('region', { name: 'اليوم' });
    expect(await within(today).findByText('لا حصص اليوم.')).toBeDefined();
    expect(screen.getByRole('region', { name: 'هذا الأسبوع' })).toBeDefined();
    expect(screen.getByText(/^كل الأوقات بتوقيت منطقتك الزمنية/).textContent).toBe(
      'كل الأوقات بتوقيت منطقتك الزمنية، Cairo (Africa/Cairo). غيّرها من حسابك',
    );
    // No proposals, and the school takes none: no certificates section.
    expect(screen.queryByRole('region', { name: 'الشهادات' })).toBeNull();
  });
});

const nothing = () => undefined;

describe('the tutor’s dialogs in Arabic', () => {
  it('ask before a class is cancelled, saying what the learner gets', async () => {
    playApi(nothing);
    await renderIn(
      'ar',
      <CancelDialog item={TO_RECORD} zone={CAIRO} visible onClose={nothing} onDone={nothing} />,
      '/teach',
    );
    const dialog = await screen.findByRole('dialog', { name: 'إلغاء هذه الحصة؟' });
    // The class it is about, first.
    expect(dialog.querySelector('p')?.textContent).toBe(
      'Amina Rahman · Hifz for Children · الجمعة، 20 نوفمبر، 19:00–20:00',
    );
    expect(within(dialog).getByText(/^يحصل/).textContent).toBe(
      'يحصل Amina Rahman على حصة تعويضية مستحقة عنها: احجز الحصة التعويضية من «الحصص التعويضية المستحقة» قبل انتهاء صلاحيتها. سنُعلم Amina Rahman بالبريد الإلكتروني.',
    );
    expect(within(dialog).getByRole('button', { name: 'أبقِ الحصة' })).toBeDefined();
    expect(within(dialog).getByRole('button', { name: 'إلغاء الحصة' })).toBeDefined();
    expect(within(dialog).getByRole('button', { name: 'أغلق النافذة' })).toBeDefined();
  });

  it('book a make-up class at a time on the tutor’s clock', async () => {
    playApi(nothing);
    await renderIn(
      'ar',
      <BookMakeupDialog
        credit={CREDIT}
        zone={CAIRO}
        visible
        opening={1}
        onClose={nothing}
        onDone={nothing}
      />,
      '/teach',
    );
    const dialog = await screen.findByRole('dialog', { name: 'احجز الحصة التعويضية' });
    expect(within(dialog).getByText(/عن حصة/).textContent).toBe(
      'Amina Rahman · Hifz for Children · عن حصة الثلاثاء، 17 نوفمبر الساعة 19:00. احجزها قبل الخميس، 17 ديسمبر الساعة 19:00.',
    );
    expect(within(dialog).getByLabelText('التاريخ')).toBeDefined();
    // A time field keeps its value in digits: what was missed, 19:00 in Cairo.
    expect(within(dialog).getByLabelText('الوقت (Cairo)')).toHaveProperty('value', '19:00');
    expect(within(dialog).getByRole('button', { name: 'احجز الحصة' })).toBeDefined();
  });
});

describe('proposing a certificate in Arabic', () => {
  it('names the kinds in Arabic, and the English title printed when none is given', async () => {
    playApi(nothing);
    await renderIn(
      'ar',
      <ProposeCertificateDialog visible onClose={nothing} onDone={nothing} />,
      '/teach',
    );
    const dialog = await screen.findByRole('dialog', { name: 'اقترح شهادة' });
    const kinds = within(dialog).getByRole('group', { name: 'النوع' });
    expect(
      within(kinds)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['إتمام دورة', 'إتمام مرحلة من الحفظ', 'إتمام القاعدة النورانية']);
    expect(within(dialog).getByText(/^إن تُرك فارغًا/).textContent).toBe(
      'إن تُرك فارغًا: «Completion of the Noorani Qaida».',
    );
    expect(within(dialog).getByRole('button', { name: 'أرسل إلى الأكاديمية' })).toBeDefined();
    expect(within(dialog).getByRole('button', { name: 'إلغاء' })).toBeDefined();
  });
});
