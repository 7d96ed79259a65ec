import { messageSchema, userResponseSchema, type User } from '@iqra/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetToken, storeToken } from '../../lib/token-storage.ts';
import { answer } from '../../test-utils/api-answers.ts';
import { playApi, renderIn, type ApiCall } from '../../test-utils/played-api.tsx';
import { LeavePageContext } from '../guards.tsx';
import { SAVE_WAIT_MS } from './language-switch.tsx';
import { SiteHeader } from './site-header.tsx';
import { LEARNER } from '../../test-utils/signed-in.ts';

// The header's language switch: a guest's is a plain link; a signed-in person's choice is
// saved to their account before the page moves, and the page moves whatever the save does.

afterEach(() => {
  forgetToken();
  document.cookie = 'lang=; path=/; max-age=0';
});

/** The header at /courses?level=2 in English, `user` signed in; `save` answers /update-user. */
async function header(user: User | null, save?: (call: ApiCall) => Response | undefined) {
  if (user) storeToken('a-token');
  const calls = playApi((call) => {
    if (call.url.endsWith('/api/auth/user') && user) return answer(userResponseSchema, { user });
    if (call.url.endsWith('/update-user')) return save?.(call);
    return undefined;
  });
  const left: string[] = [];
  await renderIn(
    'en',
    <LeavePageContext value={(address) => left.push(address)}>
      <SiteHeader />
    </LeavePageContext>,
    '/courses?level=2',
  );
  const banner = screen.getByRole('banner');
  // Signed in once the account's menu shows.
  if (user) await within(banner).findByText('Amina');
  const switchLink = within(banner).getByRole('link', { name: 'العربية' });
  const saves = () => calls.filter((call) => call.url.endsWith('/update-user'));
  return { switchLink, left, saves };
}

describe('the language switch', () => {
  it('is a plain link to the same page in Arabic for a guest, remembered by the browser', async () => {
    const { switchLink, left, saves } = await header(null);
    expect(switchLink.getAttribute('href')).toBe('/ar/courses?level=2');
    switchLink.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(switchLink);
    expect(document.cookie).toContain('lang=ar');
    expect(saves()).toEqual([]);
    expect(left).toEqual([]);
  });

  it('saves Arabic to the account, then moves to the Arabic page', async () => {
    const { switchLink, left, saves } = await header(LEARNER, () =>
      answer(userResponseSchema, { user: { ...LEARNER, language: 'ar' } }),
    );
    fireEvent.click(switchLink);
    await waitFor(() => expect(left).toEqual(['/ar/courses?level=2']));
    expect(saves().map((call) => call.body)).toEqual([{ language: 'ar' }]);
    expect(document.cookie).toContain('lang=ar');
  });

  it('moves all the same when the save fails', async () => {
    const { switchLink, left, saves } = await header(LEARNER, () =>
      answer(messageSchema, { message: 'Server Error' }, 500),
    );
    fireEvent.click(switchLink);
    await waitFor(() => expect(left).toEqual(['/ar/courses?level=2']));
    expect(saves()).toHaveLength(1);
  });

  it('waits for a slow save only a moment', async () => {
    const { switchLink, left } = await header(LEARNER);
    // The server takes the save in but does not answer.
    const fetchNow = globalThis.fetch;
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
      String(url).endsWith('/update-user')
        ? new Promise<never>(() => undefined)
        : fetchNow(url, init),
    );
    fireEvent.click(switchLink);
    expect(left).toEqual([]);
    await waitFor(() => expect(left).toEqual(['/ar/courses?level=2']), {
      timeout: SAVE_WAIT_MS + 1_000,
    });
  });
});
