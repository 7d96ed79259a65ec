import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/i18n.ts';
import { renderIn } from '../../test-utils/played-api.tsx';
import { SiteFooter } from './site-footer.tsx';

// The footer in each language, from the catalogues as the build compiles them.
async function footerIn(locale: Locale) {
  await renderIn(locale, <SiteFooter />);
  return screen.getByRole('contentinfo');
}

describe('the footer', () => {
  it('reads as the seed wrote it in English', async () => {
    const footer = await footerIn('en');
    expect(footer.textContent).toContain('Subscribe to our newsletter');
    expect(screen.getByRole('navigation', { name: 'Footer' }).textContent).toBe(
      'About UsContact UsPrivacy Policy',
    );
  });

  it('reads in Arabic from the Arabic catalogue', async () => {
    const footer = await footerIn('ar');
    expect(footer.textContent).toContain('اشترك في نشرتنا البريدية');
    expect(footer.textContent).not.toContain('Subscribe to our newsletter');
    expect(screen.getByRole('navigation', { name: 'تذييل الصفحة' }).textContent).toBe(
      'من نحناتصل بناسياسة الخصوصية',
    );
  });

  it('leaves the newsletter out where people work, and keeps the school’s links', async () => {
    await renderIn('en', <SiteFooter atWork />);
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).not.toContain('Subscribe to our newsletter');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Footer' }).textContent).toBe(
      'About UsContact UsPrivacy Policy',
    );
  });
});
