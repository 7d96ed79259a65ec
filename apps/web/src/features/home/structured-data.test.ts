import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { englishI18n, i18nFor } from '../../i18n/i18n.ts';
import { courseUrl } from '../../lib/structured-data.ts';
import { homeStructuredData } from './structured-data.ts';

// What a search engine reads of the home page beside its words, in the page's language.

const SITE_URL = 'https://school.example';

describe("the home page's structured data", () => {
  it('describes the school in English on the English home page', () => {
    const [school] = homeStructuredData(new QueryClient(), SITE_URL, englishI18n());
    expect(school).toMatchObject({
      '@type': 'EducationalOrganization',
      name: 'Iqra',
      url: `${SITE_URL}/`,
      description:
        'An online school of native Arabic tutors who speak English, teaching Quran, Arabic and Islamic studies one-to-one.',
    });
  });

  it('describes the school in Arabic on /ar/, by its Arabic name and address', async () => {
    const [school] = homeStructuredData(new QueryClient(), SITE_URL, await i18nFor('ar'));
    expect(school).toMatchObject({
      '@type': 'EducationalOrganization',
      name: 'أكاديمية اقرأ',
      url: `${SITE_URL}/ar/`,
      description:
        'مدرسة إلكترونية يدرّس فيها معلمون ناطقون بالعربية ويتحدثون الإنجليزية القرآنَ الكريم واللغة العربية والدراسات الإسلامية في حصص فردية.',
    });
  });

  it("gives a course's page in the page's language", async () => {
    const course = { slug: 'tajweed' };
    expect(courseUrl(course, SITE_URL, englishI18n())).toBe(`${SITE_URL}/courses/tajweed`);
    expect(courseUrl(course, SITE_URL, await i18nFor('ar'))).toBe(`${SITE_URL}/ar/courses/tajweed`);
  });
});
