import { useLingui } from '@lingui/react';
import { directionOf, type Locale } from '../i18n/i18n.ts';

/** Whether the page reads right to left (Arabic). */
export function useRightToLeft(): boolean {
  const { i18n } = useLingui();
  return directionOf(i18n.locale as Locale) === 'rtl';
}

export type Side = 'left' | 'right';

/**
 * The sides of the screen a page's text starts and ends on: left and right in English, the
 * other way round in Arabic. PrimeReact's drawers and toasts are placed by the physical side.
 */
export function useSides(): { start: Side; end: Side } {
  return useRightToLeft() ? { start: 'right', end: 'left' } : { start: 'left', end: 'right' };
}
