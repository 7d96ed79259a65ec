import { calendarFeedSchema, one, userResponseSchema, type User } from '@iqra/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LeavePageContext } from '../../app/guards.tsx';
import { forgetToken, storeToken } from '../../lib/token-storage.ts';
import { answer } from '../../test-utils/api-answers.ts';
import { playApi, renderIn, type ApiCall } from '../../test-utils/played-api.tsx';
import { AccountPage } from './account-page.tsx';
import { CalendarSection } from './calendar-section.tsx';
import { LEARNER } from '../../test-utils/signed-in.ts';

// The account page in Arabic, from the learner's catalogue as the build compiles it; the API is
// played at the network edge (fetch).

const WEBCAL = 'webcal://iqra.example/calendar/3f2a.ics';

describe('the account page in Arabic', () => {
  it('heads the page in Arabic', async () => {
    playApi(() => undefined);
    await renderIn('ar', <AccountPage />, '/account');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('الحساب');
    expect(screen.getByText('حدّث بياناتك ليتمكّن معلّمك من التواصل معك.')).toBeTruthy();
  });

  it('offers the calendar address, its apps and a new address in Arabic', async () => {
    playApi((call) =>
      call.url.endsWith('/api/calendar')
        ? answer(one(calendarFeedSchema), {
            data: { webcal_url: WEBCAL, https_url: 'https://iqra.example/calendar/3f2a.ics' },
          })
        : undefined,
    );
    await renderIn('ar', <CalendarSection />, '/account');
    expect(screen.getByRole('region', { name: 'حصصك في تقويمك' })).toBeTruthy();
    expect(((await screen.findByLabelText('عنوان التقويم')) as HTMLInputElement).value).toBe(
      WEBCAL,
    );
    const outlook = screen.getByRole('link', { name: 'أضف إلى Outlook.com' });
    expect(outlook.getAttribute('href')).toContain(
      `name=${encodeURIComponent('حصص أكاديمية اقرأ').replaceAll('%20', '+')}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'أنشئ عنوانًا جديدًا' }));
    expect(
      screen.getByText('يتوقّف العنوان القديم عن العمل فورًا. هل تريد إنشاء عنوان جديد؟'),
    ).toBeTruthy();
  });
});

afterEach(() => {
  forgetToken();
  document.cookie = 'lang=; path=/; max-age=0';
});

/**
 * The account page of a signed-in learner in `locale`; the API keeps what /update-user is sent
 * and answers with it. Answers the calls made and the addresses the page was left for.
 */
async function openAccount(locale: 'en' | 'ar', user: User = LEARNER) {
  storeToken('a-token');
  let current = user;
  const calls = playApi((call: ApiCall) => {
    if (call.url.endsWith('/api/auth/user')) return answer(userResponseSchema, { user: current });
    if (call.url.endsWith('/update-user')) {
      current = { ...current, ...(call.body as Partial<User>) };
      return answer(userResponseSchema, { user: current });
    }
    return undefined;
  });
  const left: string[] = [];
  await renderIn(
    locale,
    <LeavePageContext value={(to) => left.push(to)}>
      <AccountPage />
    </LeavePageContext>,
    '/account?tab=1',
  );
  const saves = () => calls.filter((call) => call.url.endsWith('/update-user'));
  return { saves, left };
}

describe('language, digits and Hijri dates on the account page', () => {
  it('shows what the learner reads in, and saves a change of digits alone', async () => {
    const { saves, left } = await openAccount('en');
    const section = await screen.findByRole('region', { name: 'Language and dates' });
    expect(section).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'English' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Latin (123)' }) as HTMLInputElement).checked).toBe(
      true,
    );
    const hijri = screen.getByRole('checkbox', {
      name: 'Show the Hijri date beside the Gregorian one',
    }) as HTMLInputElement;
    expect(hijri.checked).toBe(false);
    expect(screen.getByText('Used on the Arabic pages.')).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: 'Arabic-Indic (١٢٣)' }));
    await waitFor(() => expect(saves().map((call) => call.body)).toEqual([{ digits: 'arab' }]));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(
      (screen.getByRole('radio', { name: 'Arabic-Indic (١٢٣)' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(left).toEqual([]);
  });

  it('moves to the same page in Arabic once Arabic is saved, and this browser remembers it', async () => {
    const { saves, left } = await openAccount('en');
    await userEvent.click(await screen.findByRole('radio', { name: 'العربية' }));
    await waitFor(() => expect(left).toEqual(['/ar/account?tab=1']));
    expect(saves().map((call) => call.body)).toEqual([{ language: 'ar' }]);
    expect(document.cookie).toContain('lang=ar');
  });

  it('reads in Arabic, and saves the Hijri dates', async () => {
    const { saves, left } = await openAccount('ar', { ...LEARNER, language: 'ar' });
    expect(await screen.findByRole('region', { name: 'اللغة والتواريخ' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'العربية' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'لاتينية (123)' })).toBeTruthy();
    expect(screen.getByText('تُستعمل في الصفحات العربية.')).toBeTruthy();
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'اعرض التاريخ الهجري بجانب التاريخ الميلادي' }),
    );
    await waitFor(() => expect(saves().map((call) => call.body)).toEqual([{ hijri: true }]));
    expect(await screen.findByText('تم الحفظ.')).toBeTruthy();
    expect(left).toEqual([]);
  });

  it('moves an Arabic page to English when English is saved', async () => {
    const { left } = await openAccount('ar', { ...LEARNER, language: 'ar' });
    await userEvent.click(await screen.findByRole('radio', { name: 'English' }));
    await waitFor(() => expect(left).toEqual(['/account?tab=1']));
    expect(document.cookie).toContain('lang=en');
  });
});
