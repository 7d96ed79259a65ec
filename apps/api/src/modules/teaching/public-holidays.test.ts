import { describe, expect, it } from 'vitest';
import { holidayChangeResultSchema, one, publicHolidaysSchema } from '@iqra/contracts';
import { schoolUnderClock } from '../../../test/teaching.ts';

// The school's holidays on the public pages (decision 049): `GET /api/holidays`, with no
// sign-in, lists those to come that staff chose to show, closures by name in the page's
// language.

const { app, clock, world } = await schoolUnderClock('2027-06-01T09:00:00Z');
const { admin } = world;

async function publicHolidays(language?: string) {
  const response = await app.inject({
    url: '/api/holidays',
    headers: language ? { 'accept-language': language } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return one(publicHolidaysSchema).parse(response.json()).data.holidays;
}

async function close(days: { starts_on: string; ends_on: string }, name: string, shown: boolean) {
  const response = await admin.send('POST', '/api/admin/holidays', {
    kind: 'closure',
    ...days,
    name_en: name,
    name_ar: `${name} بالعربية`,
    public: shown,
  });
  expect(response.statusCode, response.body).toBe(201);
  return holidayChangeResultSchema.parse(response.json().data).holiday!;
}

const names = (holidays: { name: string | null }[]) => holidays.map((holiday) => holiday.name);

describe('the public holidays', () => {
  it('shows the holidays to come staff made public, and not the others nor those past', async () => {
    const before = await publicHolidays();
    const past = await close(
      { starts_on: '2027-06-03', ends_on: '2027-06-04' },
      'Staff training',
      true,
    );
    const open = await close({ starts_on: '2027-07-12', ends_on: '2027-07-12' }, 'Open day', true);
    await close({ starts_on: '2027-07-05', ends_on: '2027-07-05' }, 'Inspection', false);

    // Staff's change shows at once, though the list was asked for (and kept) before it.
    const shown = await publicHolidays();
    expect(shown.length).toBe(before.length + 2);
    expect(shown).toContainEqual({
      id: open.id,
      kind: 'closure',
      name: 'Open day',
      starts_on: '2027-07-12',
      ends_on: '2027-07-12',
    });
    expect(names(shown)).toContain('Staff training');
    expect(names(shown)).not.toContain('Inspection');

    // A week on, the training days are over: gone from the list; the open day is still to come.
    clock.set('2027-06-08T09:00:00Z');
    const later = names(await publicHolidays());
    expect(later).not.toContain(past.name_en);
    expect(later).toContain('Open day');
  });

  it('names a closure in Arabic for an Arabic page', async () => {
    await close({ starts_on: '2027-08-02', ends_on: '2027-08-03' }, 'Summer break', true);
    const arabic = await app.inject({ url: '/api/holidays', headers: { 'accept-language': 'ar' } });
    expect(arabic.headers['content-language']).toBe('ar');
    const holidays = one(publicHolidaysSchema).parse(arabic.json()).data.holidays;
    expect(names(holidays)).toContain('Summer break بالعربية');
    expect(names(holidays)).not.toContain('Summer break');
    expect(names(await publicHolidays('en'))).toContain('Summer break');
  });

  it('is served with an ETag: an unchanged list is not sent again', async () => {
    const first = await app.inject({ url: '/api/holidays' });
    const etag = first.headers.etag as string;
    const again = await app.inject({ url: '/api/holidays', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
