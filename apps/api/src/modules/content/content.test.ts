import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  countrySchema,
  faqSchema,
  listOf,
  one,
  pageContentSchema,
  testimonialSchema,
} from '@iqra/contracts';
import { countries, pages } from '../../db/schema.ts';
import { createTestApp } from '../../../test/helpers.ts';
import { CONTENT_CACHE } from '../../lib/cache-keys.ts';

const { app, database } = await createTestApp();
const get = (url: string) => app.inject({ url });

describe('content', () => {
  it('lists six testimonials and the FAQs', async () => {
    const testimonials = listOf(testimonialSchema).parse(
      (await get('/api/testimonials')).json(),
    ).data;
    expect(testimonials).toHaveLength(6);
    const faqs = listOf(faqSchema).parse((await get('/api/faqs')).json()).data;
    expect(faqs.length).toBeGreaterThanOrEqual(6);
    expect(faqs[0]?.question).toMatch(/\?$/);
  });

  it('lists every country, by name as people read it, with its dialling code', async () => {
    // A name with a letter outside ASCII, as staff might correct it in the database.
    await database.db
      .update(countries)
      .set({ name: 'Åland Islands' })
      .where(eq(countries.iso2, 'AX'));
    app.cache.invalidate(CONTENT_CACHE);
    const { data } = listOf(countrySchema).parse((await get('/api/countries')).json());
    expect(data.length).toBeGreaterThan(240);
    const names = data.map((country) => country.name);
    const at = (name: string) => names.indexOf(name);
    expect(at('Türkiye')).toBeGreaterThan(at('Tunisia'));
    expect(at('Türkiye')).toBeLessThan(at('Turkmenistan'));
    expect(at('Türkiye')).toBeLessThan(at('Tuvalu'));
    expect(at('Åland Islands')).toBeGreaterThan(at('Afghanistan'));
    expect(at('Åland Islands')).toBeLessThan(at('Albania'));
    expect(names.at(-1)).toBe('Zimbabwe');
    expect(data.find((country) => country.name === 'Egypt')?.phone_code).toBe('+20');
    expect(data.find((country) => country.name === 'United Kingdom')?.phone_code).toBe('+44');
    for (const country of data) expect(country.phone_code).toMatch(/^\+\d+$/);
  });

  it.each(['about-us', 'privacy-policy', 'contact-us'])(
    'serves the %s page as HTML',
    async (slug) => {
      const { data } = one(pageContentSchema).parse((await get(`/api/${slug}`)).json());
      expect(data.content).toMatch(/<(h2|p)>/);
      expect(data.content.length).toBeGreaterThan(300);
    },
  );

  it('never serves scripts or event handlers, even from a row written around the service', async () => {
    await database.db
      .update(pages)
      .set({
        contentHtml:
          '<h2>About</h2><p onclick="steal()">Hi</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>',
      })
      .where(eq(pages.slug, 'about-us'));
    app.cache.invalidate(CONTENT_CACHE);
    const { data } = one(pageContentSchema).parse((await get('/api/about-us')).json());
    expect(data.content).toContain('<h2>About</h2>');
    expect(data.content).not.toMatch(/script|onclick|onerror|javascript:/i);
  });
});
