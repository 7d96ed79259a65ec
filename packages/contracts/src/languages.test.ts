import { describe, expect, it } from 'vitest';
import { addressIn, cookieLanguage, localeOfPath, preferredLanguage } from './languages.ts';

describe("the site's languages", () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['ar', 'ar'],
    ['ar-EG,ar;q=0.9,en;q=0.8', 'ar'],
    ['AR-sa', 'ar'],
    ['en-US,en;q=0.9', 'en'],
    ['fr, ar;q=0.5', 'ar'],
    ['fr, ar;q=0.5, en;q=0.7', 'en'],
    ['en;q=0.5, ar;q=0.5', 'en'],
    ['ar;q=0, en;q=0.1', 'en'],
    ['de, fr', 'en'],
    ['ar;q=abc', 'en'],
    ['ar-SA,ar;q=0.9', 'ar'],
    ['ar;q=0.5, en', 'en'],
    ['en;q=0.2, ar;q=0.3', 'ar'],
    ['ar;q=0', 'en'],
    ['arn', 'en'],
    ['*', 'en'],
  ])('Accept-Language %j prefers %s', (header, language) => {
    expect(preferredLanguage(header)).toBe(language);
  });

  it('reads the chosen language from the cookie, and nothing else', () => {
    expect(cookieLanguage('theme=dark; lang=ar')).toBe('ar');
    expect(cookieLanguage('lang=en')).toBe('en');
    expect(cookieLanguage('lang=fr')).toBeUndefined();
    expect(cookieLanguage('slang=ar')).toBeUndefined();
    expect(cookieLanguage(undefined)).toBeUndefined();
  });

  it('gives each page its address in either language', () => {
    expect(localeOfPath('/ar/')).toBe('ar');
    expect(localeOfPath('/ar')).toBe('ar');
    expect(localeOfPath('/arabic-course')).toBe('en');
    expect(addressIn('ar', '/')).toBe('/ar/');
    expect(addressIn('ar', '/courses?category=quran#top')).toBe('/ar/courses?category=quran#top');
    expect(addressIn('ar', '/ar/courses')).toBe('/ar/courses');
    expect(addressIn('en', '/ar/')).toBe('/');
    expect(addressIn('en', '/ar')).toBe('/');
    expect(addressIn('en', '/ar/about-us?x=1')).toBe('/about-us?x=1');
    expect(addressIn('en', '/arabic-course')).toBe('/arabic-course');
  });
});
