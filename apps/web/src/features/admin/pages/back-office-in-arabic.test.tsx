import {
  adminBookMediaSchema,
  adminBookSchema,
  adminPageSchema,
  adminSubscriptionSchema,
  certificateProposalSchema,
  certificateSchema,
  one,
  schoolSettingsSchema,
  tutorClassesResponseSchema,
  uploadedImageSchema,
  type AdminSubscription,
  type AdminUser,
  type Certificate,
  type CertificateProposal,
} from '@iqra/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { answer, contractBody } from '../../../test-utils/api-answers.ts';
import { tutorClass } from '../../../test-utils/admin-records.ts';
import { playApi, renderIn } from '../../../test-utils/played-api.tsx';
import { BookMediaPage } from './book-media-page.tsx';
import { CertificatesPage } from './certificates-page.tsx';
import { ClassesToRecordPage } from './classes-to-record-page.tsx';
import { DashboardPage } from './dashboard-page.tsx';
import { CertificatesSection } from './learner-certificates.tsx';
import { AdminNotFound } from './not-found-page.tsx';
import { PageEditorPage } from './page-editor-page.tsx';
import { ResourceListPage } from './resource-list-page.tsx';
import { SchoolRulesPage } from './school-rules-page.tsx';
import { SubscriptionPage } from './subscription-page.tsx';

// The back office's screens as an Arabic-speaking member of staff reads them: the screens, their
// hooks and the client are real; the API is played at the network edge (played-api.tsx).
// A Latin name inside an Arabic sentence is isolated (U+2068 … U+2069) where it sits in plain
// text (a title, a button's name), so it does not jumble the right-to-left line.

const isolated = (text: string) => `\u2068${text}\u2069`;

/** Code loaded when first needed (a screen, a resource, a dialog) may take a while cold. */
const LOADING = { timeout: 10_000 };

/** The screen's heading, once its record has come. */
const findHeading = (name: string) => screen.findByRole('heading', { level: 1, name }, LOADING);

const list = <T extends z.ZodType>(item: T) => z.strictObject({ data: z.array(item) });

const certificate = contractBody(certificateSchema, {
  id: 1,
  code: 'KNKN-QSGF-89SK-CMTY',
  kind: 'qaida',
  title: 'Completion of the Noorani Qaida',
  title_ar: null,
  learner: { id: 7, name: 'Amina Rahman', name_ar: null },
  line: null,
  line_ar: null,
  tutor_name: 'Maryam Hassan',
  range: null,
  grade: null,
  issued_on: '2026-03-03',
  url: 'https://school.example/certificates/KNKN-QSGF-89SK-CMTY',
  revoked: null,
}) as Certificate;

const proposal = contractBody(certificateProposalSchema, {
  id: 3,
  learner: { id: 7, name: 'Amina' },
  tutor: { id: 2, name: 'Maryam Hassan' },
  kind: 'course',
  title: 'Tajweed completed',
  title_ar: null,
  learner_name_ar: null,
  line: null,
  line_ar: null,
  range: null,
  grade: 'Excellent',
  proposed_at: '2026-11-20T10:00:00.000Z',
  status: 'pending',
  decided_at: null,
  decline_reason: null,
  certificate: null,
}) as CertificateProposal;

describe('the back office’s own screens in Arabic', () => {
  it('names the dashboard, says what it is for and offers its periods', async () => {
    await renderIn('ar', <DashboardPage ready={false} />, '/admin');
    expect(screen.getByRole('heading', { level: 1, name: 'لوحة الإدارة' })).toBeTruthy();
    expect(screen.getByText(/ما دخل من مال، ومن انضم/)).toBeTruthy();
    expect(document.title).toBe('لوحة الإدارة | أكاديمية اقرأ');
    const periods = screen.getByRole('group', { name: 'الفترة' });
    expect(within(periods).getByRole('radio', { name: 'هذا الشهر' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(periods).getByRole('radio', { name: 'الشهر الماضي' })).toBeTruthy();
    expect(within(periods).getByRole('radio', { name: 'فترة مخصّصة' })).toBeTruthy();
    expect(screen.queryByText('This month')).toBeNull();
  });

  it('says a screen that is not there is not there, with the way back', async () => {
    await renderIn('ar', <AdminNotFound />, '/admin/nothing');
    expect(screen.getByRole('heading', { name: 'لا شيء هنا' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'العودة إلى لوحة التحكم' })).toBeTruthy();
    expect(document.title).toBe('غير موجود · لوحة الإدارة | أكاديمية اقرأ');
  });

  it('says so at the address of a list the back office does not have', async () => {
    // The screen waits (`use`) for the list's code to be looked up: drawn inside an act that
    // is awaited, React draws it again once the answer is in.
    await act(async () => {
      await renderIn(
        'ar',
        <Suspense>
          <ResourceListPage />
        </Suspense>,
        '/admin/nothing',
        '/admin/:section',
      );
    });
    expect(await screen.findByRole('heading', { name: 'لا شيء هنا' }, LOADING)).toBeTruthy();
    expect(document.title).toBe('غير موجود · لوحة الإدارة | أكاديمية اقرأ');
  });

  it('heads the classes to record in Arabic, and says when there are none', async () => {
    playApi(({ url }) =>
      url === '/api/admin/classes/to-record'
        ? answer(tutorClassesResponseSchema, {
            classes: [],
            time_zone: 'Europe/London',
            holidays: [],
          })
        : undefined,
    );
    await renderIn('ar', <ClassesToRecordPage />, '/admin/classes-to-record');
    expect(await screen.findByText('لا توجد حصص للتسجيل.', {}, LOADING)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'حصص بانتظار التسجيل' })).toBeTruthy();
    expect(document.title).toBe('حصص بانتظار التسجيل · لوحة الإدارة | أكاديمية اقرأ');
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['الحصة', 'المتعلّم', 'الدورة', 'النوع', 'الإجراءات']);
  });

  it('asks for the school’s rules in Arabic, each grade with its meaning and default', async () => {
    playApi(({ url }) =>
      url === '/api/admin/school-settings'
        ? answer(one(schoolSettingsSchema), {
            data: {
              notice_hours: 24,
              makeup_weeks: 4,
              grade_labels: {
                excellent: 'Excellent',
                very_good: 'Very good',
                good: 'Good',
                repeat: 'Repeat',
              },
              tutors_propose_certificates: true,
              time_zone: 'Africa/Cairo',
              paid_outcomes: ['present', 'late', 'absent', 'excused'],
            },
          })
        : undefined,
    );
    await renderIn('ar', <SchoolRulesPage />, '/admin/school-rules');
    expect(
      (await screen.findByLabelText('مهلة إلغاء الحصة أو نقلها (بالساعات)', {}, LOADING)).closest(
        'form',
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText('أعلى تقدير')).toBeTruthy();
    expect(
      screen.getByText(
        `تنتظر صفحاته أطول مدة قبل أن تعود للمراجعة. الافتراضي: «${isolated('Excellent')}».`,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'حفظ القواعد' })).toBeTruthy();
    // The school's clock, and what pays a tutor, each outcome a box of its own.
    expect(screen.getByLabelText<HTMLSelectElement>('المنطقة الزمنية للأكاديمية').value).toBe(
      'Africa/Cairo',
    );
    const paid = screen.getByRole('group', { name: 'يُدفع للمعلّم عن الحصة إذا كانت' });
    expect(within(paid).getByLabelText<HTMLInputElement>('غاب الطالب دون إشعار').checked).toBe(
      true,
    );
    expect(within(paid).getByLabelText<HTMLInputElement>('المعلّم غائب').checked).toBe(false);
  });
});

describe('certificates in Arabic', () => {
  it('lists tutors’ proposals and the certificates issued, in Arabic', async () => {
    playApi(({ url }) => {
      if (url === '/api/admin/certificate-proposals') {
        return answer(list(certificateProposalSchema), { data: [proposal] });
      }
      if (url === '/api/admin/certificates') {
        return answer(list(certificateSchema), { data: [certificate] });
      }
      return undefined;
    });
    await renderIn('ar', <CertificatesPage />, '/admin/certificates');
    const proposals = await screen.findByRole('list', { name: 'اقتراحات المعلمين' }, LOADING);
    expect(screen.getByText('(1 بانتظار القرار)')).toBeTruthy();
    expect(within(proposals).getByText(/التقدير: Excellent/)).toBeTruthy();
    // Each certificate's kind, in the words the learner's and the tutor's pages use.
    expect(within(proposals).getByText(/^إتمام دورة/)).toBeTruthy();
    expect(
      within(proposals).getByRole('button', {
        name: `اعتماد «${isolated('Tajweed completed')}» لـ${isolated('Amina')}`,
      }),
    ).toBeTruthy();
    const issued = await screen.findByRole('list', { name: 'الشهادات الصادرة' });
    const pdf = within(issued).getByRole('link', {
      name: `ملف PDF للشهادة «${isolated('Completion of the Noorani Qaida')}»`,
    });
    expect(pdf.textContent).toBe('ملف PDF');
    expect(within(issued).getByText(/^إتمام القاعدة النورانية · /)).toBeTruthy();
    // The day it was issued, in Arabic words, not the ISO date the API sends.
    const issuedOn = within(issued).getByText('3 مارس 2026');
    expect(issuedOn.getAttribute('datetime')).toBe('2026-03-03');
    expect(within(issued).getByRole('button', { name: /^إلغاء «/ }).textContent).toBe('إلغاء');
  });

  it('shows a learner’s certificates under their name, with the way to issue one', async () => {
    const amina: AdminUser = {
      id: 7,
      firstName: 'Amina',
      lastName: 'Rahman',
      gender: 2,
      phone: '+1 555 010 0101',
      whatsapp: '',
      country_id: null,
      country: null,
      age: 12,
      email: 'amina@example.com',
      role: 'student',
      time_zone: null,
      created_at: '2026-11-01T10:00:00.000Z',
      subscriptions_count: 1,
      same_gender_tutor: false,
      books: [],
    };
    playApi(({ url }) =>
      url === '/api/admin/certificates?learner_id=7'
        ? answer(list(certificateSchema), { data: [certificate] })
        : undefined,
    );
    await renderIn('ar', <CertificatesSection user={amina} />, '/admin/learners/7');
    expect(screen.getByRole('heading', { name: 'الشهادات' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: `إصدار شهادة لـ${isolated('Amina Rahman')}` }).textContent,
    ).toBe('إصدار شهادة');
    expect(
      await screen.findByRole('list', { name: `شهادات ${isolated('Amina Rahman')}` }, LOADING),
    ).toBeTruthy();
    expect(screen.getByText(/^إتمام القاعدة النورانية · /)).toBeTruthy();
  });
});

describe('a record’s screens in Arabic', () => {
  it('names a subscription’s facts in Arabic', async () => {
    const subscription: AdminSubscription = {
      id: 9,
      user_id: 5,
      user: { firstName: 'Amina', lastName: 'Rahman', email: 'amina@example.com' },
      product_id: 2,
      product: { name: 'Hifz', slug: 'hifz' },
      tier_id: 1,
      tier: { name: 'Standard', slug: '30-standard' },
      payment_id: null,
      started_at: '2026-11-01T10:00:00.000Z',
      ended_at: '2026-12-01T10:00:00.000Z',
      status: 'active',
      progress: 45,
      schedules_count: 12,
    };
    playApi(({ url }) =>
      url === '/api/admin/subscriptions/9'
        ? answer(one(adminSubscriptionSchema), { data: subscription })
        : undefined,
    );
    await renderIn(
      'ar',
      <SubscriptionPage />,
      '/admin/subscriptions/9',
      '/admin/subscriptions/:id',
    );
    expect(
      await findHeading(`اشتراك ${isolated('Amina Rahman')} في ${isolated('Hifz')}`),
    ).toBeTruthy();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['المتعلّم', 'الدورة', 'الباقة', 'البداية', 'ينتهي', 'الحالة', 'التقدّم']);
    expect(screen.getByRole('progressbar', { name: `التقدّم في ${isolated('Hifz')}` })).toBeTruthy();
  });

  it('uploads a book’s pages and says in Arabic how many were added', async () => {
    let next = 40;
    playApi(({ method, url }) => {
      if (url === '/api/admin/books/4') {
        return answer(one(adminBookSchema), {
          data: {
            id: 4,
            title: 'Noorani Qaida',
            title_ar: null,
            description: 'The first steps in reading.',
            description_ar: null,
            price: 12,
            thumbnail: '/images/books/qaida.jpg',
            media_count: 0,
            owners_count: 0,
            created_at: '2026-11-01T10:00:00.000Z',
          },
        });
      }
      if (method === 'POST' && url === '/api/admin/uploads') {
        return answer(uploadedImageSchema, { url: `/uploads/page-${next}.png` }, 201);
      }
      if (method === 'POST' && url === '/api/admin/book-media') {
        next += 1;
        const page = { id: next, book_id: 4, url: '/uploads/page.png', name: 'page', position: 0 };
        return answer(one(adminBookMediaSchema), { data: page }, 201);
      }
      return undefined;
    });
    await renderIn('ar', <BookMediaPage />, '/admin/books/4/pages', '/admin/books/:id/pages');
    expect(await findHeading(`صفحات ${isolated('Noorani Qaida')}`)).toBeTruthy();
    const input = screen.getByLabelText('صور الصفحات (عدة صور دفعة واحدة)');
    const image = (name: string) => new File(['png'], name, { type: 'image/png' });
    fireEvent.change(input, { target: { files: [image('page-1.png'), image('page-2.png')] } });
    expect(await screen.findByText('أُضيفت صفحتان.', {}, LOADING)).toBeTruthy();
  });

  it('edits a page with its toolbar, buttons and preview named in Arabic', async () => {
    playApi(({ url }) =>
      url === '/api/admin/pages/about-us'
        ? answer(one(adminPageSchema), {
            data: {
              id: 'about-us',
              slug: 'about-us',
              title: 'About Us',
              content: '<p>We teach the Quran.</p>',
              content_ar: null,
              updated_at: '2026-11-01T10:00:00.000Z',
            },
          })
        : undefined,
    );
    await renderIn('ar', <PageEditorPage />, '/admin/pages/about-us', '/admin/pages/:slug');
    expect(await findHeading(`تعديل ${isolated('About Us')}`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'حفظ الصفحة' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'غامق' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'معاينة' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^فتح / }).textContent).toBe(
      `فتح ${isolated('/about-us')} (تُفتح في علامة تبويب جديدة)`,
    );
  }, 20_000);
});

describe('the back office’s dates in Arabic', () => {
  it('writes a class to record’s day and hours in Arabic', async () => {
    playApi(({ url }) =>
      url === '/api/admin/classes/to-record'
        ? answer(tutorClassesResponseSchema, {
            classes: [
              tutorClass(41, '2026-11-20T17:00:00.000Z', {
                course: 'Hifz for Children',
                ends_at: '2026-11-20T18:00:00.000Z',
                to_record: true,
              }),
            ],
            time_zone: 'Europe/London',
            holidays: [],
          })
        : undefined,
    );
    await renderIn('ar', <ClassesToRecordPage />, '/admin/classes-to-record');
    const row = (await screen.findByRole('cell', { name: 'Hifz for Children' }, LOADING)).closest(
      'tr',
    )!;
    const [starts, ends] = [...row.querySelectorAll('time')].map((time) => time.textContent);
    // Day/month/year with the Arabic comma, and the hour with م (pm): not "20 Nov 2026, 17:00".
    expect(starts).toMatch(/^20\u200f\/11\u200f\/2026، \d{1,2}:00 م$/u);
    expect(ends).toMatch(/^\d{1,2}:00 م$/u);
    expect(within(row).getByRole('cell', { name: 'أسبوعية' })).toBeTruthy();
  });
});
