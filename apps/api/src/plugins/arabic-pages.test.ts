import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.ts';
import { htmlOf, readPage } from '../../test/pages.ts';
import { builtWebRoot } from '../../test/web-build.ts';

// The pages in Arabic (decision 040), rendered on the server by the real renderer of the web
// build: their addresses, their language and direction, and who is sent to them.

const PUBLIC_URL = 'https://school.example';
const { app } = await createTestApp({ webRoot: builtWebRoot(), env: { PUBLIC_URL } });

describe('the pages in Arabic', () => {
  it('are the same pages at /ar/…, right to left, each naming its twin in the other language', async () => {
    const arabic = await app.inject({ url: '/ar/about-us' });
    expect(arabic.statusCode).toBe(200);
    expect(arabic.headers.vary).toBe('Accept-Encoding');
    const page = readPage(htmlOf(arabic));
    expect(page).toMatchObject({ lang: 'ar', dir: 'rtl', documents: 1, roots: 1 });
    expect(page.canonical).toEqual([`${PUBLIC_URL}/ar/about-us`]);
    expect(page.alternates).toEqual({
      en: `${PUBLIC_URL}/about-us`,
      ar: `${PUBLIC_URL}/ar/about-us`,
      'x-default': `${PUBLIC_URL}/about-us`,
    });
    // The header's words from the Arabic catalogue, and a way back to English.
    expect(page.text).toContain('من نحن');
    expect(htmlOf(arabic)).toContain('href="/about-us" hrefLang="en" lang="en"');
    const english = readPage(htmlOf(await app.inject({ url: '/about-us' })));
    expect(english).toMatchObject({ lang: 'en', dir: 'ltr' });
    expect(english.alternates.ar).toBe(`${PUBLIC_URL}/ar/about-us`);
  });

  it('has its home at /ar/, where /ar is sent on, and its own not-found page', async () => {
    const home = await app.inject({ url: '/ar/' });
    expect(home.statusCode).toBe(200);
    expect(readPage(htmlOf(home)).canonical).toEqual([`${PUBLIC_URL}/ar/`]);
    const bare = await app.inject({ url: '/ar?ref=mail' });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/ar/?ref=mail');
    const missing = await app.inject({ url: '/ar/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(readPage(htmlOf(missing))).toMatchObject({ lang: 'ar', dir: 'rtl', robots: 'noindex' });
    expect(htmlOf(missing)).not.toBe(htmlOf(await app.inject({ url: '/no-such-page' })));
  });

  it('greet a first visit whose browser asks for Arabic, until a language is chosen', async () => {
    const asks = { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.8' };
    const first = await app.inject({ url: '/courses?category=quran', headers: asks });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/ar/courses?category=quran');
    expect(first.headers.vary).toBe('Accept-Language, Cookie');
    // Chosen English (the switch's cookie): English it is.
    const chosen = await app.inject({ url: '/courses', headers: { ...asks, cookie: 'lang=en' } });
    expect(chosen.statusCode).toBe(200);
    // A browser asking for English, or for neither, reads English.
    for (const language of ['en-US,en;q=0.9', 'fr, de', 'fr, en;q=0.8, ar;q=0.5']) {
      const answer = await app.inject({
        url: '/courses',
        headers: { 'accept-language': language },
      });
      expect(answer.statusCode, language).toBe(200);
    }
    // The API is never sent on.
    expect((await app.inject({ url: '/api/faqs', headers: asks })).statusCode).toBe(200);
  });
});
