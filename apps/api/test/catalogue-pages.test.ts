import {
  listOf,
  one,
  productSchema,
  bookSummarySchema,
  publicHolidaysSchema,
  tierGroupSchema,
  type Product,
} from '@iqra/contracts';
import { DomUtils, parseDocument } from 'htmlparser2';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';
import { htmlOf, occurrences, readPage } from './pages.ts';
import { builtWebRoot } from './web-build.ts';

// The catalogue as a guest and a crawler get it (decision 003): the courses, each course and
// the books are public pages, rendered on the server with their content, a canonical address
// and JSON-LD; buying stays behind sign-in.

const PUBLIC_URL = 'https://school.example';

/** Whether `value` is `wanted`, or holds it somewhere inside (the page's data, as it hydrates). */
const holds = (value: unknown, wanted: unknown): boolean =>
  isDeepStrictEqual(value, wanted) ||
  (typeof value === 'object' &&
    value !== null &&
    Object.values(value).some((inner) => holds(inner, wanted)));
const { app } = await createTestApp({ webRoot: builtWebRoot(), env: { PUBLIC_URL } });

const read = async <T>(url: string, schema: { parse(value: unknown): T }) =>
  schema.parse((await app.inject({ url })).json());
const courses = (await read('/api/products', listOf(productSchema))).data;
const books = (await read('/api/books', listOf(bookSummarySchema))).data;
const groups = (await read('/api/tiers', listOf(tierGroupSchema))).data;

/** A page as a guest gets it (no token): 200 HTML, indexed, with itself as canonical address. */
async function publicPage(path: string) {
  const response = await app.inject({ url: path, headers: { 'accept-encoding': 'br' } });
  expect(response.statusCode, path).toBe(200);
  expect(response.headers['content-type'], path).toBe('text/html; charset=utf-8');
  const html = htmlOf(response);
  const page = readPage(html);
  expect(page, path).toMatchObject({ documents: 1, roots: 1, robots: undefined });
  expect(page.canonical, path).toEqual([`${PUBLIC_URL}${path}`]);
  return { html, page };
}

/** The links of the page's app (`#root`), as `[text, href]`. */
function linksOf(html: string): [string, string][] {
  const root = DomUtils.getElementById('root', parseDocument(html));
  return DomUtils.getElementsByTagName('a', root ?? [])
    .map((a): [string, string] => [DomUtils.textContent(a).trim(), a.attribs.href ?? ''])
    .filter(([text]) => text !== '');
}

const ofType = (items: unknown[], type: string) =>
  items.filter((item) => (item as { '@type'?: string })['@type'] === type) as Record<
    string,
    unknown
  >[];

describe('the home page, for a guest', () => {
  it('the home page carries the school’s public holidays under the plans, in the first HTML', async () => {
    // The demo school's open day, on a day of the demo learner's plan (db/seed/demo-holiday.ts).
    const { holidays } = (await read('/api/holidays', one(publicHolidaysSchema))).data;
    expect(holidays.map((holiday) => holiday.name)).toEqual(['Iqra Academy open day']);
    const { page } = await publicPage('/');
    expect(page.text).toContain('School holidays: no classes on these days');
    expect(page.text).toContain('Iqra Academy open day');
    // The browser hydrates with the same list: nothing comes in after the page has drawn.
    expect(holds(page.data, { data: { holidays } })).toBe(true);
    const arabic = readPage(
      htmlOf(await app.inject({ url: '/ar/', headers: { 'accept-encoding': 'br' } })),
    );
    expect(arabic.text).toContain('اليوم المفتوح في أكاديمية اقرأ');
  });
});

describe('the catalogue, for a guest', () => {
  it('/courses lists every course, each linking to its page, with an ItemList', async () => {
    expect(courses.length).toBeGreaterThan(3);
    const { html, page } = await publicPage('/courses');
    expect(page.title).toBe('Courses | Iqra');
    const links = linksOf(html);
    for (const course of courses) {
      expect(occurrences(page.text, course.name), course.name).toBeGreaterThan(0);
      expect(links).toContainEqual([course.name, `/courses/${course.slug}`]);
    }
    expect(page.text).toContain(`${courses.length} courses`);
    // The browser hydrates with the same courses: it asks for none again.
    expect(holds(page.data, courses)).toBe(true);
    const [list] = ofType(page.structuredData, 'ItemList');
    expect(list).toMatchObject({ '@context': 'https://schema.org' });
    expect(list?.itemListElement).toEqual(
      courses.map((course, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: `${PUBLIC_URL}/courses/${course.slug}`,
        name: course.name,
      })),
    );
  });

  it('/courses is rendered for its bare path, whatever the query string asks', async () => {
    const plain = htmlOf(await app.inject({ url: '/courses' }));
    for (const query of ['category=arabic', 'sort=newest', 'category=quran&sort=rating']) {
      expect(htmlOf(await app.inject({ url: `/courses?${query}` })), query).toBe(plain);
    }
  });

  it('a course page shows the course, its Enroll now and its JSON-LD Course', async () => {
    const course = (await read('/api/products/tajweed', one(productSchema))).data;
    const { html, page } = await publicPage('/courses/tajweed');
    expect(page.title).toBe(`${course.name} | Iqra`);
    expect(page.text).toContain(course.name);
    expect(page.text).toContain(course.description);
    expect(page.text).toContain(course.category.name);
    // Enroll now is a link to checkout, which asks a guest to sign in first.
    expect(linksOf(html)).toContainEqual(['Enroll now', '/courses/tajweed/checkout']);
    expect(ofType(page.structuredData, 'Course')).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Course',
        name: course.name,
        description: course.description,
        url: `${PUBLIC_URL}/courses/tajweed`,
        provider: {
          '@type': 'EducationalOrganization',
          name: 'Iqra',
          url: `${PUBLIC_URL}/`,
          sameAs: `${PUBLIC_URL}/`,
        },
        offers: groups.flatMap((group) =>
          group.tiers.map((tier) => ({
            '@type': 'Offer',
            name: `${tier.name}, ${group.name}`,
            category: 'Subscription',
            price: tier.price,
            priceCurrency: 'USD',
          })),
        ),
      },
    ]);
  });

  it("every course's page is its own: name, canonical address and Course", async () => {
    for (const course of courses) {
      const { page } = await publicPage(`/courses/${course.slug}`);
      expect(page.title).toBe(`${course.name} | Iqra`);
      const [described] = ofType(page.structuredData, 'Course') as Partial<Product>[];
      expect(described?.name, course.slug).toBe(course.name);
      expect(page.text, course.slug).toContain(course.description);
    }
  });

  it('/books lists every book with its price and Buy Now', async () => {
    expect(books.length).toBeGreaterThan(1);
    const { html, page } = await publicPage('/books');
    expect(page.title).toBe('Books | Iqra');
    const links = linksOf(html);
    for (const book of books) {
      expect(page.text).toContain(book.title);
      expect(page.text).toContain(book.description);
      // In dollars, cents only when there are some ($12, $12.50).
      expect(page.text).toContain(`$${book.price.toFixed(Number.isInteger(book.price) ? 0 : 2)}`);
      expect(links).toContainEqual(['Buy Now', `/books/${book.id}/checkout`]);
    }
  });

  it('checkout stays behind sign-in: a loading state, not indexed, no course in it', async () => {
    const course = courses[0]!;
    for (const path of [`/courses/${course.slug}/checkout`, `/books/${books[0]!.id}/checkout`]) {
      const response = await app.inject({ url: path });
      expect(response.statusCode, path).toBe(200);
      const page = readPage(htmlOf(response));
      expect(page.robots, path).toBe('noindex');
      expect(page.canonical, path).toEqual([]);
      expect(page.text, path).toContain('Loading…');
      expect(page.text, path).not.toContain(course.description);
      expect(page.structuredData, path).toEqual([]);
    }
  });

  it('an unknown course is a 404 page that says so, kept out of search engines', async () => {
    const response = await app.inject({ url: '/courses/no-such-course' });
    expect(response.statusCode).toBe(404);
    const page = readPage(htmlOf(response));
    expect(page).toMatchObject({ documents: 1, robots: 'noindex', canonical: [] });
    // What the browser's first render shows too, from the same answer carried in the page.
    expect(page.title).toBe('Course not found | Iqra');
    expect(page.text).toContain('We could not find that course.');
    expect(page.text).not.toContain('Loading…');
    expect(ofType(page.structuredData, 'Course')).toEqual([]);
  });
});
