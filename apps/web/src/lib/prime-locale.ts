import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { addLocale, locale } from 'primereact/api';
import './prime-right-to-left.css';

// PrimeReact's own words (a dialog's and a drawer's close button, a gallery's arrows, a list's
// empty message) in the page's language. PrimeReact keeps one global locale; an Arabic page
// sets it once, before the app renders (main.tsx). An English page leaves PrimeReact's own.

/** What PrimeReact's place holders stand for: filled in by PrimeReact, not by Lingui. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- PrimeReact's place holder
const PAGE = '{page}';

/** PrimeReact's words of the widgets the site uses, in the language of `i18n`. */
export function primeLocaleOf(i18n: I18n) {
  const pageNumber = PAGE;
  return {
    accept: i18n._(msg`Yes`),
    reject: i18n._(msg`No`),
    cancel: i18n._(msg`Cancel`),
    emptyMessage: i18n._(msg`No available options`),
    emptyFilterMessage: i18n._(msg`No results found`),
    emptySearchMessage: i18n._(msg`No results found`),
    emptySelectionMessage: i18n._(msg`No selected item`),
    aria: {
      close: i18n._(msg`Close`),
      nextPageLabel: i18n._(msg`Next page`),
      prevPageLabel: i18n._(msg`Previous page`),
      firstPageLabel: i18n._(msg`First page`),
      lastPageLabel: i18n._(msg`Last page`),
      pageLabel: i18n._(msg`Page ${pageNumber}`),
      rowsPerPageLabel: i18n._(msg`Rows per page`),
      slide: i18n._(msg({ message: 'Slide', context: 'a picture of a gallery' })),
    },
  };
}

/** Has PrimeReact speak the language of `i18n` (Arabic); English is PrimeReact's own. */
export function speakPrimeReactIn(i18n: I18n): void {
  if (i18n.locale === 'en') {
    locale('en');
    return;
  }
  addLocale(i18n.locale, primeLocaleOf(i18n));
  locale(i18n.locale);
}
