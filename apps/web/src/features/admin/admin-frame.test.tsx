import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/i18n.ts';
import { playApi, renderIn } from '../../test-utils/played-api.tsx';
import { AdminFrame } from './admin-frame.tsx';

// The back office's frame around a screen, in either language: its menu's name, the way to
// the dashboard and the button that opens the menu on phones.
async function frameIn(locale: Locale) {
  playApi(() => undefined);
  await renderIn(locale, <AdminFrame>A screen</AdminFrame>, '/admin/tutors');
  return screen.getByRole('navigation');
}

describe('the back office’s frame', () => {
  it('names its menu and the dashboard in English', async () => {
    const menu = await frameIn('en');
    expect(menu.getAttribute('aria-label')).toBe('Back office');
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back office menu' })).toBeTruthy();
  });

  it('names them in Arabic from the admin catalogue', async () => {
    const menu = await frameIn('ar');
    expect(menu.getAttribute('aria-label')).toBe('لوحة الإدارة');
    expect(within(menu).getByRole('link', { name: 'لوحة المعلومات' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'قائمة لوحة الإدارة' })).toBeTruthy();
    // Each section is a list named by its heading, each screen a link named in Arabic.
    const teaching = within(menu).getByRole('list', { name: 'التدريس' });
    expect(within(teaching).getByRole('link', { name: 'قواعد المدرسة' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'صندوق البريد الصادر' })).toBeTruthy();
  });
});
