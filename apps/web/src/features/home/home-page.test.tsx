import {
  faqSchema,
  listOf,
  one,
  productSchema,
  publicHolidaysSchema,
  testimonialSchema,
  tierGroupSchema,
  type ShownHoliday,
  type TierGroup,
} from '@iqra/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer } from '../../test-utils/api-answers.ts';
import { playApi, renderIn } from '../../test-utils/played-api.tsx';
import { HomeSections } from './home-sections.tsx';

// The home page's sections (the page itself needs the build's generated fonts) as a visitor
// reads them in Arabic: the spec's copy from the Arabic catalogue, the plans' prices and
// names from the API as they are. The API has plans, and no courses, testimonials or FAQs.

const group = (id: number, minutes: number, price: number): TierGroup => ({
  id,
  name: `${minutes} minutes`,
  minutes,
  tiers: [
    {
      id: id * 10,
      slug: `weekly-${minutes}`,
      name: 'Weekly',
      price,
      description: 'Once a week.',
      features: ['4 classes a month'],
      featured: true,
    },
  ],
});

function homeIn(locale: 'en' | 'ar', holidays: ShownHoliday[] = []) {
  const none = { data: [] };
  playApi(({ url }) => {
    if (url === '/api/holidays') return answer(one(publicHolidaysSchema), { data: { holidays } });
    if (url === '/api/tiers') {
      return answer(listOf(tierGroupSchema), { data: [group(1, 30, 45), group(2, 60, 80)] });
    }
    if (url === '/api/products/featured') return answer(listOf(productSchema), none);
    if (url === '/api/testimonials') return answer(listOf(testimonialSchema), none);
    if (url === '/api/faqs') return answer(listOf(faqSchema), none);
    return undefined;
  });
  return renderIn(
    locale,
    <main>
      <HomeSections />
    </main>,
  );
}

/** The links' words as shown, a screen reader's hidden words included. */
const linkTexts = () => screen.getAllByRole('link').map((link) => link.textContent);

describe("the home page's sections", () => {
  it('reads in Arabic from the Arabic catalogue', async () => {
    await homeIn('ar');
    expect(
      screen.getByRole('heading', { level: 1, name: 'تعلّم القرآن والعربية مع معلم خاص بك' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'احجز حصة تجريبية مجانية' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'لماذا نحن' })).toBeTruthy();
    expect(screen.getByText('معلمون ناطقون بالعربية')).toBeTruthy();
    expect(screen.getByText('+ 1 مليون')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'أوافق على سياسة الخصوصية.' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'هل تودّ العمل معنا؟' })).toBeTruthy();
    expect(screen.getByLabelText('سيرتك الذاتية')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'ماذا يقول الناس عنا' })).toBeTruthy();
    await waitFor(() => expect(linkTexts()).toContain('المزيد من الدورات'));

    const tabs = await screen.findByRole('tablist', { name: 'مدة الحصة' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['30 دقيقة', '60 دقيقة']);
    const plan = screen.getByRole('tabpanel');
    expect(within(plan).getByText('الأكثر طلبًا')).toBeTruthy();
    expect(within(plan).getByText('$45')).toBeTruthy();
    expect(within(plan).getByText('/شهريًا')).toBeTruthy();
    // The plan's name from the API, isolated in the Arabic sentence.
    expect(within(plan).getByRole('link').textContent).toBe(
      'اشترك الآن في الباقة Weekly، 30 دقيقة',
    );
  });

  it('keeps the English exactly as written', async () => {
    await homeIn('en');
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Learn the Quran and Arabic with a tutor of your own',
      }),
    ).toBeTruthy();
    await screen.findByRole('tablist', { name: 'Class length' });
    expect(within(screen.getByRole('tabpanel')).getByRole('link').textContent).toBe(
      'Enroll now in the Weekly plan, 30 Minutes',
    );
    expect(screen.getByRole('switch', { name: 'I agree to the privacy policy.' })).toBeTruthy();
    await waitFor(() => expect(linkTexts()).toContain('See More courses'));
  });
});

describe('the school’s holidays under the plans', () => {
  const EID: ShownHoliday = {
    id: 4,
    kind: 'eid_al_fitr',
    name: null,
    starts_on: '2027-03-09',
    ends_on: '2027-03-11',
  };
  const OPEN_DAY: ShownHoliday = {
    id: 7,
    kind: 'closure',
    name: 'Iqra Academy open day',
    starts_on: '2027-04-14',
    ends_on: '2027-04-14',
  };
  const notice = (name: string) => screen.findByRole('region', { name });

  it('lists each, by the site’s words or its name, with its Gregorian and Hijri days', async () => {
    await homeIn('en', [EID, OPEN_DAY]);
    const region = await notice('School holidays: no classes on these days');
    const items = within(region)
      .getAllByRole('listitem')
      // Intl sets a date range's dash between thin spaces.
      .map((item) => item.textContent?.replace(/\s+/g, ' '));
    expect(items).toEqual([
      'Eid al-Fitr: Tue, 9 Mar – Thu, 11 Mar 2027 · 1–3 Shawwal 1448 AH',
      'Iqra Academy open day: Wed, 14 Apr 2027 · 7 Dhuʻl-Qiʻdah 1448 AH',
    ]);
    // Under the plans, in the pricing section.
    const pricing = screen.getByRole('region', { name: 'Simple monthly plans' });
    expect(pricing.contains(region)).toBe(true);
  });

  it('says it in Arabic on an Arabic page', async () => {
    await homeIn('ar', [EID]);
    const region = await notice('عطل الأكاديمية: لا حصص في هذه الأيام');
    expect(within(region).getByText('عيد الفطر')).toBeTruthy();
  });

  it('shows nothing when there are none', async () => {
    await homeIn('en');
    await screen.findByRole('tablist', { name: 'Class length' });
    expect(screen.queryByText('School holidays: no classes on these days')).toBeNull();
  });
});
