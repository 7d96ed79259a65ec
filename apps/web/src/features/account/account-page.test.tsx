import { calendarFeedSchema, one } from '@iqra/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer } from '../../test-utils/api-answers.ts';
import { playApi, renderIn } from '../../test-utils/played-api.tsx';
import { AccountPage } from './account-page.tsx';
import { CalendarSection } from './calendar-section.tsx';

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
