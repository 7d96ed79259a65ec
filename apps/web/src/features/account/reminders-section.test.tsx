import {
  mailPreferencesSchema,
  one,
  validationErrorSchema,
  type MailPreferences,
} from '@iqra/contracts';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RemindersSection, SAVED_MESSAGE } from './reminders-section.tsx';
import { englishI18n } from '../../i18n/i18n.ts';
import { answer } from '../../test-utils/api-answers.ts';
import { renderIn } from '../../test-utils/played-api.tsx';

// The API's answers are played at the network edge (fetch), in the contract's shapes; the
// section, its hooks and the API client are the real ones.

const learnerReminders = (oneHour: boolean): MailPreferences => ({
  reminders: [
    { kind: 'class_24h', label: 'A reminder 24 hours before each class', on: true },
    { kind: 'class_1h', label: 'A reminder 1 hour before each class', on: oneHour },
    { kind: 'renewal', label: 'Reminders before my plan ends, and when it has ended', on: true },
  ],
  digest: { weekday: 7, time: '09:00' },
});

/** What both GET and PUT /api/mail-preferences answer. */
const preferences = (oneHour: boolean) =>
  answer(one(mailPreferencesSchema), { data: learnerReminders(oneHour) });

/** The PUT's answer, held until the test lets it go, so the box can be seen meanwhile. */
let releasePut: (response: Response) => void;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn((_url: string, init?: RequestInit) =>
    init?.method === 'PUT'
      ? new Promise<Response>((resolve) => (releasePut = resolve))
      : Promise.resolve(preferences(true)),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={englishI18n()}>
      <QueryClientProvider client={client}>
        <RemindersSection />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return client;
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
/** The PUT leaves a moment after the click (the mutation starts on its own tick). */
const putSent = () => waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
const ONE_HOUR = 'A reminder 1 hour before each class';
const SAVED = englishI18n()._(SAVED_MESSAGE);

describe('reminders by e-mail', () => {
  it('lists each kind the server names, ticked when on', async () => {
    renderSection();
    const section = screen.getByRole('region', { name: 'Reminders by e-mail' });
    expect(section.textContent).toContain('booked, moved or cancelled always come');
    await screen.findByRole('checkbox', { name: ONE_HOUR });
    expect(
      screen.getAllByRole('checkbox').map((item) => (item as HTMLInputElement).checked),
    ).toEqual([true, true, true]);
    expect(fetchMock).toHaveBeenCalledWith('/api/mail-preferences', expect.anything());
  });

  it('saves a change at once with that kind alone, says so, and keeps the answer', async () => {
    const client = renderSection();
    fireEvent.click(await screen.findByRole('checkbox', { name: ONE_HOUR }));
    expect(box(ONE_HOUR).checked).toBe(false);

    await putSent();
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe('/api/mail-preferences');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body as string)).toEqual({ class_1h: false });
    expect(screen.getByRole('status').textContent).toBe('');

    releasePut(preferences(false));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(SAVED));
    expect(box(ONE_HOUR).checked).toBe(false);
    expect(client.getQueryData(['me', 'mail-preferences'])).toEqual(learnerReminders(false));
  });

  it('puts the box back and shows the server’s words when the save fails', async () => {
    renderSection();
    fireEvent.click(await screen.findByRole('checkbox', { name: ONE_HOUR }));
    expect(box(ONE_HOUR).checked).toBe(false);

    await putSent();
    releasePut(
      answer(
        validationErrorSchema,
        { message: 'Choose on or off.', errors: { class_1h: ['Choose on or off.'] } },
        422,
      ),
    );
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Choose on or off.'));
    expect(box(ONE_HOUR).checked).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('offers the weekly summary’s day and time, and saves a change of either alone', async () => {
    const client = renderSection();
    const day = (await screen.findByRole('combobox', { name: 'Day' })) as HTMLSelectElement;
    const time = screen.getByRole('combobox', { name: 'Time' }) as HTMLSelectElement;
    expect(screen.getByRole('group', { name: /When the weekly summary comes/ })).toBeTruthy();
    expect([day.value, time.value]).toEqual(['7', '09:00']);
    expect(time.options).toHaveLength(48);

    fireEvent.change(day, { target: { value: '5' } });
    expect(day.value).toBe('5');
    await putSent();
    const [, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ digest_weekday: 5 });
    const saved = { ...learnerReminders(true), digest: { weekday: 5, time: '09:00' } };
    releasePut(answer(one(mailPreferencesSchema), { data: saved }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(SAVED));
    expect(day.value).toBe('5');
    expect(client.getQueryData(['me', 'mail-preferences'])).toEqual(saved);
  });

  it('names the reminders, the weekly summary’s day and Saved in Arabic', async () => {
    await renderIn('ar', <RemindersSection />);
    const section = screen.getByRole('region', { name: 'التذكيرات بالبريد الإلكتروني' });
    expect(section).toBeTruthy();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'تذكير قبل ساعة من كل حصة' }));
    const day = screen.getByRole('combobox', { name: 'اليوم' }) as HTMLSelectElement;
    expect(day.selectedOptions[0]?.textContent).toBe('الأحد');
    expect(
      screen.getByRole('group', { name: 'موعد وصول الملخّص الأسبوعي (حسب توقيتك)' }),
    ).toBeTruthy();
    await putSent();
    releasePut(preferences(false));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('تم الحفظ.'));
  });
});
