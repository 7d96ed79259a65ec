import { screen } from '@testing-library/react';
import { locale } from 'primereact/api';
import { afterEach, describe, expect, it } from 'vitest';
import { FilterDrawer } from '../features/learning/filter-drawer.tsx';
import { PaymentMessageToast } from '../features/learning/payment-message.tsx';
import { englishI18n, i18nFor } from '../i18n/i18n.ts';
import { renderIn } from '../test-utils/played-api.tsx';
import { speakPrimeReactIn } from './prime-locale.ts';

// PrimeReact's widgets on an Arabic page, as main.tsx sets PrimeReact up before the app
// renders: its own buttons named in Arabic, its drawers and toasts on the mirrored side.

/** As main.tsx does for the page's language. */
async function pageIn(language: 'en' | 'ar') {
  speakPrimeReactIn(language === 'en' ? englishI18n() : await i18nFor(language));
}

afterEach(() => {
  // PrimeReact's locale is global: the next test starts in English, as a page does.
  locale('en');
});

// Each language: the side a drawer that starts at the page's start comes from, the corner of
// a toast, and PrimeReact's name for their close buttons.
const PAGES = [
  { language: 'ar', drawer: 'right', toast: 'top-left', close: 'إغلاق' },
  { language: 'en', drawer: 'left', toast: 'top-right', close: 'Close' },
] as const;

describe.each(PAGES)('PrimeReact on an $language page', ({ language, drawer, toast, close }) => {
  it(`opens the filter drawer from the ${drawer}, its close button named "${close}"`, async () => {
    await pageIn(language);
    await renderIn(language, <FilterDrawer visible onHide={() => {}} />);
    const button = await screen.findByRole('button', { name: close });
    expect(button.closest('.p-sidebar-mask')?.classList.contains(`p-sidebar-${drawer}`)).toBe(true);
  });

  it(`shows a toast at the ${toast}, its close button named "${close}"`, async () => {
    await pageIn(language);
    await renderIn(
      language,
      <PaymentMessageToast message={{ severity: 'success', summary: '✓', detail: '✓✓' }} />,
    );
    const button = await screen.findByRole('button', { name: close });
    expect(button.closest('.p-toast')?.classList.contains(`p-toast-${toast}`)).toBe(true);
  });
});
