import { describe, expect, it } from 'vitest';
import { one, quranTextSchema } from '@iqra/contracts';
import { createTestApp, fieldErrors } from '../../../test/helpers.ts';

const context = await createTestApp({ seeded: false });
const text = (query: string) => context.app.inject({ url: `/api/quran/text?${query}` });

describe('the Quran text of a range', () => {
  it('gives each ayah its words and page, across a surah boundary, to anyone', async () => {
    const response = await text('from=78:40&to=79:2');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const { data } = one(quranTextSchema).parse(response.json());
    expect(data.from).toBe('78:40');
    expect(data.to).toBe('79:2');
    expect(data.ayat.map((ayah) => [ayah.ayah, ayah.page])).toEqual([
      ['78:40', 583],
      ['79:1', 583],
      ['79:2', 583],
    ]);
    // An-Nazi'at opens with two words, the first with its waw of oath, the second "gharqan".
    expect(data.ayat[1]?.words).toHaveLength(2);
    expect(data.ayat[1]?.words[0]?.startsWith('وَ')).toBe(true);
    expect(data.ayat[1]?.words[1]?.[0]).toBe('غ');
  });

  it('numbers the words as mistakes count them: a thin space separates words too', async () => {
    const { data } = one(quranTextSchema).parse((await text('from=2:72&to=2:72')).json());
    expect(data.ayat[0]?.words.every((word) => !/\s/u.test(word))).toBe(true);
    expect(data.ayat[0]?.words.length).toBeGreaterThan(5);
  });

  it('gives a whole juz (Juz Amma, 564 short ayat) but refuses more than about a juz', async () => {
    const amma = one(quranTextSchema).parse((await text('from=78:1&to=114:6')).json()).data;
    expect(amma.ayat).toHaveLength(564);
    expect(amma.ayat.at(-1)?.page).toBe(604);

    const long = await text('from=2:1&to=2:286');
    expect(long.statusCode).toBe(422);
    expect(fieldErrors(long)).toEqual({
      to: ['The range is too long to show at once: at most 3,000 words (about a juz).'],
    });
  });

  it('refuses ayat the Quran does not have and ranges that end before they start', async () => {
    const backwards = await text('from=79:5&to=78:31');
    expect(backwards.statusCode).toBe(422);
    expect(fieldErrors(backwards)).toEqual({
      to: ['The range must end at or after the ayah it starts from.'],
    });
    const unknown = await text('from=1:8&to=2:1');
    expect(fieldErrors(unknown)).toEqual({
      from: ['The from field must be an ayah its surah has, as surah:ayah.'],
    });
    const missing = await text('from=1:1');
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(fieldErrors(missing))).toEqual(['to']);
  });
});
