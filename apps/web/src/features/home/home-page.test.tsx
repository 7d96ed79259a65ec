import { listOf, tierGroupSchema, type TierGroup } from '@iqra/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer } from '../../test-utils/api-answers.ts';
import { playApi, renderIn } from '../../test-utils/played-api.tsx';
import { ContactSection } from './contact-section.tsx';
import { FeaturesSection } from './features-section.tsx';
import { LandingHeader } from './landing-header.tsx';
import { PricingSection } from './pricing-section.tsx';
import { StatsStrip } from './stats-strip.tsx';

// The home page's sections (the page itself needs the build's generated fonts) as a visitor
// reads them in Arabic: the spec's copy from the Arabic catalogue,
// the plans' prices and the names from the API as they are. The API answers the plans only;
// the other sections stay empty, as they do when their data fails.

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

function homeIn(locale: 'en' | 'ar') {
  playApi(({ url }) =>
    url === '/api/tiers'
      ? answer(listOf(tierGroupSchema), { data: [group(1, 30, 45), group(2, 60, 80)] })
      : undefined,
  );
  return renderIn(
    locale,
    <main>
      <LandingHeader />
      <FeaturesSection />
      <StatsStrip />
      <PricingSection />
      <ContactSection />
    </main>,
  );
}

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
    expect(within(plan).getByRole('link').textContent).toBe('اشترك الآن في باقة Weekly، 30 دقيقة');
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
  });
});
