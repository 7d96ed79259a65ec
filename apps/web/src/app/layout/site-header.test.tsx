import { fireEvent, screen, within } from '@testing-library/react';
import { locale } from 'primereact/api';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nFor, type Locale } from '../../i18n/i18n.ts';
import { speakPrimeReactIn } from '../../lib/prime-locale.ts';
import { playApi, renderIn } from '../../test-utils/played-api.tsx';
import { SiteHeader } from './site-header.tsx';

// The header as a guest sees it, in each language, from the catalogues as the build compiles
// them. The API answers nothing (no featured programmes): the site's own links remain.
async function headerIn(locale: Locale) {
  playApi(() => undefined);
  await renderIn(locale, <SiteHeader />);
  return screen.getByRole('banner');
}

const linksOf = (navigation: HTMLElement) =>
  within(navigation)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the header', () => {
  it('names its links as the seed wrote them in English', async () => {
    const header = await headerIn('en');
    expect(linksOf(within(header).getByRole('navigation', { name: 'Main' }))).toEqual([
      'Books',
      'About Us',
      'Testimonial',
      'Contact Us',
      'Privacy Policy',
    ]);
    expect(within(header).getByRole('button', { name: 'Programs' })).toBeDefined();
    expect(within(header).getByRole('button', { name: 'Open menu' })).toBeDefined();
    expect(within(header).getByRole('link', { name: /^Iqra ?اقرأ, home$/ })).toBeDefined();
  });

  it('names them in Arabic from the Arabic catalogue', async () => {
    const header = await headerIn('ar');
    expect(linksOf(within(header).getByRole('navigation', { name: 'التنقل الرئيسي' }))).toEqual([
      'الكتب',
      'من نحن',
      'آراء العائلات',
      'اتصل بنا',
      'سياسة الخصوصية',
    ]);
    expect(within(header).getByRole('button', { name: 'البرامج' })).toBeDefined();
    expect(within(header).getByRole('button', { name: 'افتح القائمة' })).toBeDefined();
    expect(
      within(header).getByRole('link', { name: /^Iqra ?اقرأ، الصفحة الرئيسية$/ }),
    ).toBeDefined();
  });

  it('opens the phone menu from the left in Arabic, beside its button, closed by its Arabic name', async () => {
    speakPrimeReactIn(await i18nFor('ar'));
    const header = await headerIn('ar');
    fireEvent.click(within(header).getByRole('button', { name: 'افتح القائمة' }));
    const close = await screen.findByRole('button', { name: 'إغلاق' });
    expect(close.closest('.p-sidebar-mask')?.classList.contains('p-sidebar-left')).toBe(true);
    expect(screen.getByRole('navigation', { name: 'التنقل الرئيسي (للهاتف)' })).toBeDefined();
  });
});

afterEach(() => {
  // PrimeReact's locale is global: the next test starts in English, as a page does.
  locale('en');
});
