import { listOf, one, productSchema } from '@iqra/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answer } from './test-utils/api-answers.ts';
import { renderPage, type RenderedPage } from './entry-server.tsx';
import { tajweed as TAJWEED } from './test-utils/catalogue-records.ts';

// The document head the server writes for a page, in the page's language: its title and
// sharing tags name the school as the page does, and its JSON-LD describes the school in it.
// The API is played at the network edge: one course, and every list empty.

const PUBLIC_URL = 'https://school.example';

const api: typeof fetch = async (url) =>
  String(url).endsWith('/api/products/tajweed')
    ? answer(one(productSchema), { data: TAJWEED })
    : answer(listOf(z.unknown()), { data: [] });

async function headOf(path: string) {
  const page = (await renderPage({ path, publicUrl: PUBLIC_URL, fetch: api })) as RenderedPage;
  const head = document.createElement('head');
  head.innerHTML = page.head;
  const meta = (property: string) =>
    head.querySelector(`meta[property="${property}"]`)?.getAttribute('content');
  const jsonLd = [...head.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
  return { page, title: head.querySelector('title')?.textContent, meta, jsonLd };
}

describe("the server's head of a page", () => {
  it("names the school Iqra on an English course's page", async () => {
    const { title, meta, jsonLd } = await headOf('/courses/tajweed');
    expect(title).toBe('Tajweed | Iqra');
    expect(meta('og:site_name')).toBe('Iqra');
    expect(jsonLd[0]).toMatchObject({
      '@type': 'Course',
      url: `${PUBLIC_URL}/courses/tajweed`,
      provider: { name: 'Iqra', url: `${PUBLIC_URL}/` },
    });
  });

  it("names the school أكاديمية اقرأ on an Arabic course's page, its addresses under /ar/", async () => {
    const { page, title, meta, jsonLd } = await headOf('/ar/courses/tajweed');
    expect(page).toMatchObject({ lang: 'ar', dir: 'rtl' });
    expect(title).toBe('Tajweed | أكاديمية اقرأ');
    expect(meta('og:site_name')).toBe('أكاديمية اقرأ');
    expect(jsonLd[0]).toMatchObject({
      '@type': 'Course',
      url: `${PUBLIC_URL}/ar/courses/tajweed`,
      provider: { name: 'أكاديمية اقرأ', url: `${PUBLIC_URL}/ar/` },
    });
  });

  it('titles an Arabic page with the Arabic name after it', async () => {
    const { title, meta } = await headOf('/ar/no-such-page');
    expect(title).toBe('الصفحة غير موجودة | أكاديمية اقرأ');
    expect(meta('og:title')).toBe('الصفحة غير موجودة | أكاديمية اقرأ');
  });
});
