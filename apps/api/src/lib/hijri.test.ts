import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { eidsFrom, eidsOf, gregorianDayOf, hijriDayOf, ramadanOf } from './hijri.ts';

interface Year {
  hijri: number;
  ramadan: string;
  ramadanDays: number;
  eidAlFitr: string;
  eidAlAdha: string;
}
const table = JSON.parse(
  await readFile(new URL('../../test/fixtures/umm-al-qura.json', import.meta.url), 'utf8'),
) as { years: Year[] };

describe('the Umm al-Qura calendar', () => {
  it.each(table.years)(
    'proposes Ramadan and both Eids of $hijri as the published calendar has them',
    (year) => {
      expect(ramadanOf(year.hijri)).toEqual({ startsOn: year.ramadan, days: year.ramadanDays });
      expect(eidsOf(year.hijri)).toEqual([
        { kind: 'eid_al_fitr', hijriYear: year.hijri, startsOn: year.eidAlFitr, days: 3 },
        { kind: 'eid_al_adha', hijriYear: year.hijri, startsOn: year.eidAlAdha, days: 4 },
      ]);
    },
  );

  it('reads a Gregorian day back as its Hijri day', () => {
    expect(hijriDayOf('2027-03-09')).toEqual({ year: 1448, month: 10, day: 1 });
    expect(hijriDayOf('2027-03-08')).toEqual({ year: 1448, month: 9, day: 29 });
    expect(gregorianDayOf(1448, 12, 10)).toBe('2027-05-16');
    // Ramadan 1448 has 29 days: there is no 30th.
    expect(() => gregorianDayOf(1448, 9, 30)).toThrow(RangeError);
  });

  it('lists the Eids still to come from a day, across the Hijri new year', () => {
    // 29 November 2026 is in Jumada al-Thani 1448: both of 1448's Eids are still to come.
    expect(eidsFrom('2026-11-29').map((eid) => [eid.kind, eid.startsOn])).toEqual([
      ['eid_al_fitr', '2027-03-09'],
      ['eid_al_adha', '2027-05-16'],
      ['eid_al_fitr', '2028-02-26'],
      ['eid_al_adha', '2028-05-05'],
    ]);
    // After Eid al-Fitr 1448 began, only what follows it.
    expect(eidsFrom('2027-03-10', 0).map((eid) => eid.startsOn)).toEqual(['2027-05-16']);
  });
});
