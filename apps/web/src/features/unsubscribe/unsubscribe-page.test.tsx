import {
  messageSchema,
  one,
  UNSUBSCRIBE_LINK_INVALID,
  unsubscribeStateSchema,
  validationErrorSchema,
  type UnsubscribeState,
} from '@iqra/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishI18n } from '../../i18n/i18n.ts';
import { renderIn } from '../../test-utils/played-api.tsx';
import { UnsubscribePage } from './unsubscribe-page.tsx';
import { answer } from '../../test-utils/api-answers.ts';

const STOP_BUTTON = 'Stop these reminders';

// The API's answers are played at the network edge (fetch), in the contract's shapes; the
// page, its hooks and the API client are the real ones.

const ONE_HOUR = 'A reminder 1 hour before each class';
const state = (on: boolean): UnsubscribeState => ({ kind: 'class_1h', label: ONE_HOUR, on });

/** What both GET and POST /api/unsubscribe/:token answer. */
const stateAnswer = async (on: boolean) => answer(one(unsubscribeStateSchema), { data: state(on) });

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  // The reminder is on until the POST turns it off.
  fetchMock = vi.fn((_url: string, init?: RequestInit) => stateAnswer(init?.method !== 'POST'));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(address: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={englishI18n()}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[address]}>
          <Routes>
            <Route path="/unsubscribe" element={<UnsubscribePage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const methods = () =>
  fetchMock.mock.calls.map(([, init]) => (init as RequestInit | undefined)?.method ?? 'GET');
const accountLink = () => screen.getByRole('link', { name: 'your account page' });

describe('the unsubscribe page', () => {
  it('says what the link would stop, and opening it stops nothing', async () => {
    renderAt('/unsubscribe?token=s3cr%2Ft&kind=class_1h');
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeTruthy();
    await screen.findByText(ONE_HOUR);
    expect(screen.getByRole('button', { name: STOP_BUTTON })).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/unsubscribe/s3cr%2Ft?kind=class_1h');
    expect(methods()).toEqual(['GET']);
  });

  it('stops the reminder with the button, and says how to turn it back on', async () => {
    renderAt('/unsubscribe?token=s3cret&kind=class_1h');
    fireEvent.click(await screen.findByRole('button', { name: STOP_BUTTON }));
    const status = await screen.findByRole('status');
    await waitFor(() =>
      expect(status.textContent).toContain(
        'You will no longer get this reminder: a reminder 1 hour before each class.',
      ),
    );
    expect(status.textContent).toContain('You can turn it back on from your account page');
    expect(accountLink().getAttribute('href')).toBe('/account');
    expect(methods()).toEqual(['GET', 'POST']);
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/unsubscribe/s3cret?kind=class_1h');
    expect(screen.queryByRole('button', { name: STOP_BUTTON })).toBeNull();
  });

  it('says in Arabic that the reminder is already off, its name set apart', async () => {
    fetchMock.mockImplementation(() => stateAnswer(false));
    await renderIn('ar', <UnsubscribePage />, '/unsubscribe?token=s3cret&kind=class_1h');
    const sentence = await screen.findByText(/^هذا التذكير متوقف بالفعل:/);
    expect(sentence.textContent).toBe(
      'هذا التذكير متوقف بالفعل: a reminder 1 hour before each class.',
    );
    expect(sentence.querySelector('bdi')?.textContent).toBe('a reminder 1 hour before each class');
  });

  it('apologises in Arabic when the server fails without a word, and asks again', async () => {
    // The page asks twice before it gives up.
    const failure = async () => new Response('', { status: 502 });
    fetchMock.mockImplementationOnce(failure).mockImplementationOnce(failure);
    await renderIn('ar', <UnsubscribePage />, '/unsubscribe?token=s3cret&kind=class_1h');
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      'حدث خطأ غير متوقع. يُرجى المحاولة لاحقًا.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'حاول مرة أخرى' }));
    expect(await screen.findByText(ONE_HOUR)).toBeTruthy();
  });

  it('says so when the reminder is already off', async () => {
    fetchMock.mockImplementation(() => stateAnswer(false));
    renderAt('/unsubscribe?token=s3cret&kind=class_1h');
    const sentence = await screen.findByText(/^This reminder is already off:/);
    expect(sentence.textContent).toBe(
      'This reminder is already off: a reminder 1 hour before each class.',
    );
    expect(accountLink().getAttribute('href')).toBe('/account');
    expect(screen.queryByRole('button', { name: STOP_BUTTON })).toBeNull();
    expect(methods()).toEqual(['GET']);
  });

  it('says a link is not valid when the server does not know it', async () => {
    for (const refusal of [
      () => answer(messageSchema, { message: UNSUBSCRIBE_LINK_INVALID }, 404),
      () =>
        answer(
          validationErrorSchema,
          {
            message: 'This kind of reminder does not exist.',
            errors: { kind: ['This kind of reminder does not exist.'] },
          },
          422,
        ),
    ]) {
      fetchMock.mockImplementation(async () => refusal());
      renderAt('/unsubscribe?token=unknown&kind=class_1h');
      await waitFor(() =>
        expect(screen.getByRole('alert').textContent).toBe(UNSUBSCRIBE_LINK_INVALID),
      );
      expect(screen.queryByRole('button', { name: STOP_BUTTON })).toBeNull();
      cleanup();
    }
  });

  it('says a link is not valid without asking the server when it lacks its token or kind', () => {
    for (const address of [
      '/unsubscribe',
      '/unsubscribe?kind=class_1h',
      '/unsubscribe?token=s3cret',
      '/unsubscribe?token=s3cret&kind=newsletter',
    ]) {
      renderAt(address);
      expect(screen.getByRole('alert').textContent).toBe(UNSUBSCRIBE_LINK_INVALID);
      cleanup();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads in Arabic, the reminder named as the API names it', async () => {
    await renderIn('ar', <UnsubscribePage />, '/unsubscribe?token=s3cret&kind=class_1h');
    expect(screen.getByRole('heading', { level: 1, name: 'إلغاء الاشتراك' })).toBeTruthy();
    await screen.findByText(ONE_HOUR);
    expect(screen.getByText('يوقف هذا الرابط نوعًا واحدًا من التذكيرات:')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'أوقف هذه التذكيرات' }));
    const status = await screen.findByRole('status');
    await waitFor(() =>
      expect(status.textContent).toContain(
        'لن يصلك هذا التذكير بعد الآن: a reminder 1 hour before each class.',
      ),
    );
    // The English label keeps its own direction inside the Arabic sentence: its full stop stays
    // at the sentence's end, not the label's.
    expect(status.querySelector('bdi')?.textContent).toBe('a reminder 1 hour before each class');
    expect(screen.getByRole('link', { name: 'صفحة حسابك' }).getAttribute('href')).toBe('/account');
  });
});
