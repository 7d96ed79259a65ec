import type { User } from '@iqra/contracts';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionQueryOptions } from '../lib/session.ts';
import { englishI18n, i18nFor } from './i18n.ts';
import { useFormat } from './use-format.ts';
import { LEARNER } from '../test-utils/signed-in.ts';

// Dates and numbers as a page shows them, in the signed-in person's digits and with the Hijri
// date when they asked for it; fixed instants, whatever the day the test runs.

const NOON = '2027-07-02T12:00:00Z';
// Past midnight in London: the 3rd there, on both calendars.
const LATE = '2027-07-02T23:30:00Z';
const LONDON = 'Europe/London';

function Shown() {
  const format = useFormat();
  return (
    <dl>
      <dt>date</dt>
      <dd>{format.date(NOON, LONDON)}</dd>
      <dt>late</dt>
      <dd>{format.date(LATE, LONDON)}</dd>
      <dt>day</dt>
      <dd>{format.classDay(NOON, LONDON)}</dd>
      <dt>price</dt>
      <dd>{format.price(1250)}</dd>
      <dt>number</dt>
      <dd>{format.number(1250)}</dd>
    </dl>
  );
}

afterEach(cleanup);

/** What the page shows in `locale` for `user` (null: a guest), by term. */
async function shownIn(locale: 'en' | 'ar', user: User | null) {
  const client = new QueryClient();
  client.setQueryData(sessionQueryOptions.queryKey, user);
  render(
    <I18nProvider i18n={locale === 'ar' ? await i18nFor('ar') : englishI18n()}>
      <QueryClientProvider client={client}>
        <Shown />
      </QueryClientProvider>
    </I18nProvider>,
  );
  const terms = screen.getAllByRole('term').map((term) => term.textContent);
  const values = screen.getAllByRole('definition').map((value) => value.textContent);
  return Object.fromEntries(terms.map((term, at) => [term, values[at]]));
}

describe('useFormat', () => {
  it('reads English as before for a guest and for settings left as they are', async () => {
    const english = {
      date: '2 Jul 2027',
      late: '3 Jul 2027',
      day: 'Fri 2 Jul 2027',
      price: '$1,250',
      number: '1,250',
    };
    expect(await shownIn('en', null)).toEqual(english);
    cleanup();
    expect(await shownIn('en', LEARNER)).toEqual(english);
  });

  it('keeps Latin digits on English pages, and adds the Hijri date of the zone’s day', async () => {
    expect(await shownIn('en', { ...LEARNER, digits: 'arab', hijri: true })).toEqual({
      date: '2 Jul 2027 · 27 Muharram 1449 AH',
      late: '3 Jul 2027 · 28 Muharram 1449 AH',
      day: 'Fri 2 Jul 2027 · 27 Muharram 1449 AH',
      price: '$1,250',
      number: '1,250',
    });
  });

  it('writes Arabic pages in Latin digits for a guest', async () => {
    expect(await shownIn('ar', null)).toMatchObject({
      date: '2 يوليو 2027',
      day: 'الجمعة، 2 يوليو 2027',
      price: '$1,250',
    });
  });

  it('writes Arabic pages in Arabic-Indic digits for one who chose them', async () => {
    expect(await shownIn('ar', { ...LEARNER, digits: 'arab' })).toEqual({
      date: '٢ يوليو ٢٠٢٧',
      late: '٣ يوليو ٢٠٢٧',
      day: 'الجمعة، ٢ يوليو ٢٠٢٧',
      price: '$١,٢٥٠',
      number: '١٬٢٥٠',
    });
  });

  it('adds the Hijri date in Arabic, in the digits chosen', async () => {
    expect(await shownIn('ar', { ...LEARNER, digits: 'arab', hijri: true })).toMatchObject({
      date: '٢ يوليو ٢٠٢٧ · ٢٧ محرم ١٤٤٩ هـ',
      day: 'الجمعة، ٢ يوليو ٢٠٢٧ · ٢٧ محرم ١٤٤٩ هـ',
    });
    cleanup();
    expect(await shownIn('ar', { ...LEARNER, hijri: true })).toMatchObject({
      date: '2 يوليو 2027 · 27 محرم 1449 هـ',
    });
  });
});
