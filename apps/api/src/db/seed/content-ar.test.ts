import { expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';

// The demo content in Arabic (decision 043): every text of it has its Arabic.

const { app } = await createTestApp();

it('writes the demo content in Arabic too, so that the Arabic site shows no English of it', async () => {
  const arabic = (url: string) =>
    app.inject({ url, headers: { 'accept-language': 'ar' } }).then((r) => r.json().data);
  const answers = [
    ...(await arabic('/api/categories')),
    ...(await arabic('/api/products')),
    ...(await arabic('/api/tiers')),
    ...(await arabic('/api/tiers')).flatMap((group: { tiers: unknown[] }) => group.tiers),
    ...(await arabic('/api/faqs')),
    ...(await arabic('/api/testimonials')),
    ...(await arabic('/api/books')),
    await arabic('/api/about-us'),
    await arabic('/api/privacy-policy'),
    await arabic('/api/contact-us'),
  ] as { in_english?: string[]; category?: { in_english?: string[] } }[];
  expect(answers.length).toBeGreaterThan(40);
  expect(answers.filter((item) => item.in_english ?? item.category?.in_english)).toEqual([]);
  const [faq] = await arabic('/api/faqs');
  expect(faq.question).toMatch(/[\u0600-\u06FF]/);
});
