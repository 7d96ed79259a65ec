import {
  categorySchema,
  listOf,
  productSchema,
  type Category,
  type Product,
} from '@iqra/contracts';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { englishI18n, i18nFor } from '../../i18n/i18n.ts';
import { pageIsTheApps, pageShown } from '../../lib/start-up.ts';
import { contractBody } from '../../test-utils/api-answers.ts';
import { CoursesPage } from './courses-page.tsx';

// The server renders /courses for its bare path (it never reads a query string): the browser's
// first render must be that same page, and the address's category and sort apply once the page
// is the app's. The query cache holds what the server's HTML carried, as in the browser.

const category = (id: number, name: string, slug: string): Category => ({
  id,
  name,
  slug,
  featured: true,
});
const categories = [category(1, 'Quran', 'quran'), category(2, 'Arabic', 'arabic')];

const course = (id: number, name: string, of: Category): Product => ({
  id,
  slug: name.toLowerCase().replace(/ /g, '-'),
  name,
  image: `/images/courses/${id}.jpg`,
  imageAlt: `${name} picture`,
  description: `About ${name}.`,
  href: `/courses/${name.toLowerCase()}`,
  category: { name: of.name, slug: of.slug },
});
const [quran, arabic] = categories as [Category, Category];
const inStaffOrder = [
  course(1, 'Tajweed', quran),
  course(2, 'Arabic Grammar', arabic),
  course(3, 'Hifz', quran),
];
const newestFirst = [...inStaffOrder].reverse();

function renderAt(path: string, i18n: I18n = englishI18n()) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  const list = <T,>(schema: Parameters<typeof listOf>[0], data: T[]) =>
    contractBody(listOf(schema), { data });
  client.setQueryData(['categories'], list(categorySchema, categories));
  client.setQueryData(['products', 'default'], list(productSchema, inStaffOrder));
  client.setQueryData(['products', 'newest'], list(productSchema, newestFirst));
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <CoursesPage />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const shownCourses = (heading: string) =>
  within(screen.getByRole('region', { name: heading }))
    .getAllByRole('link')
    .map((link) => link.textContent);

afterEach(() => {
  cleanup();
  pageIsTheApps();
});

describe('the course list', () => {
  it('first renders as the server did, and applies the address once hydrated', () => {
    pageShown();
    renderAt('/courses?category=arabic&sort=newest');
    // As the server rendered it, for /courses: every course in staff order, no sort chosen.
    expect(shownCourses('All courses')).toEqual(['Tajweed', 'Arabic Grammar', 'Hifz']);
    expect(screen.getByRole('button', { name: 'Sort' })).toBeTruthy();

    act(() => pageIsTheApps());
    expect(shownCourses('Arabic')).toEqual(['Arabic Grammar']);
    expect(screen.getByRole('button', { name: 'Sort: Newest' })).toBeTruthy();
  });

  it('reads the address at once when the app renders it (a link followed in the app)', () => {
    renderAt('/courses?sort=newest');
    expect(shownCourses('All courses')).toEqual(['Hifz', 'Arabic Grammar', 'Tajweed']);
  });

  it('reads in Arabic: its words from the catalogue, the courses as staff named them', async () => {
    renderAt('/courses?sort=newest', await i18nFor('ar'));
    expect(screen.getByRole('heading', { level: 1, name: 'الدورات' })).toBeTruthy();
    expect(shownCourses('كل الدورات')).toEqual(['Hifz', 'Arabic Grammar', 'Tajweed']);
    expect(screen.getByRole('status').textContent).toBe('3 دورات');
    expect(screen.getByRole('button', { name: 'الترتيب: الأحدث' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تصفية' })).toBeTruthy();
  });
});
