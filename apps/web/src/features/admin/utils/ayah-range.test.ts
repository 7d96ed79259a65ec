import { describe, expect, it } from 'vitest';
import { englishI18n, i18nFor, loadCatalogue } from '../../../i18n/i18n.ts';
import { juzChoices, juzOf, rangeInputs, rangeSummary, typedRange } from './ayah-range.ts';

const english = englishI18n();

describe('a range of ayat as the syllabus form holds it', () => {
  it('is a range only when both ends are ayat, in order', () => {
    expect(typedRange('78:1', '78:40')).toEqual({
      from: { surah: 78, ayah: 1 },
      to: { surah: 78, ayah: 40 },
    });
    expect(typedRange(' 78 : 31 ', '79:5')).toBeDefined();
    // An-Naba has 40 ayat; a range must not end before it starts.
    expect(typedRange('78:1', '78:41')).toBeUndefined();
    expect(typedRange('79:1', '78:40')).toBeUndefined();
    expect(typedRange('', '78:40')).toBeUndefined();
    expect(typedRange(undefined, null)).toBeUndefined();
  });

  it('says what the range holds', () => {
    expect(rangeSummary('78:1', '78:40', english)).toBe('An-Naba 1–40 · 40 ayat');
    expect(rangeSummary('78:31', '79:5', english)).toBe("An-Naba 31 – An-Nazi'at 5 · 15 ayat");
    expect(rangeSummary('1:1', '1:1', english)).toBe('Al-Fatihah 1 · 1 ayah');
    expect(rangeSummary('78:40', '78:1', english)).toBeUndefined();
  });

  it('knows a whole juz, and no other range, as that juz', () => {
    expect(juzOf(typedRange('78:1', '114:6'))).toBe(30);
    expect(juzOf(typedRange('1:1', '2:141'))).toBe(1);
    expect(juzOf(typedRange('78:1', '114:5'))).toBeUndefined();
    expect(juzOf(undefined)).toBeUndefined();
    expect(juzChoices(english)).toHaveLength(30);
    expect(juzChoices(english).at(-1)).toEqual({ juz: 30, label: 'Juz 30: An-Naba 1 – An-Nas 6' });
    expect(rangeInputs(typedRange('67:1', '77:50')!)).toEqual({ from: '67:1', to: '77:50' });
  });

  it('says it in Arabic, the count in its plural, with the page’s catalogue', async () => {
    const arabic = await i18nFor('ar');
    await loadCatalogue(arabic, 'admin');
    expect(rangeSummary('78:1', '78:40', arabic)).toBe('An-Naba 1–40 · 40 آية');
    expect(rangeSummary('78:1', '78:3', arabic)).toBe('An-Naba 1–3 · 3 آيات');
    expect(rangeSummary('1:1', '1:1', arabic)).toBe('Al-Fatihah 1 · آية واحدة');
    expect(juzChoices(arabic).at(-1)?.label).toBe('الجزء 30: An-Naba 1 – An-Nas 6');
  });
});
