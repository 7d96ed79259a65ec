import { describe, expect, it } from 'vitest';
import {
  adminBookSchema,
  adminFaqSchema,
  adminPageSchema,
  adminProductSchema,
  adminTierSchema,
  bookSummarySchema,
  countrySchema,
  faqSchema,
  listOf,
  one,
  pageContentSchema,
  productSchema,
  subscriptionSchema,
  testimonialSchema,
  tierGroupSchema,
} from '@iqra/contracts';
import {
  clientOf,
  createTestApp,
  loginDemoAdmin,
  loginDemoStudent,
} from '../../../test/helpers.ts';

// Staff's content in Arabic (decision 043): each text has an optional Arabic twin, written in
// the back office; an Arabic reader gets it where it is written and the English, named in
// `in_english`, where it is not; an English reader gets exactly what they got before.

const { app } = await createTestApp();
const { get, send } = clientOf(app, await loginDemoAdmin(app));

const read = async (url: string, language: 'en' | 'ar') =>
  app.inject({ url, headers: { 'accept-language': language } });

async function newCategory(slug: string, nameAr?: string) {
  const created = await send('POST', '/api/admin/categories', {
    name: `Category ${slug}`,
    slug,
    ...(nameAr === undefined ? {} : { name_ar: nameAr }),
  });
  expect(created.statusCode).toBe(201);
  return created.json().data as { id: number; name_ar: string | null };
}

describe('courses and categories in Arabic', () => {
  it('shows the Arabic where staff wrote it, the English named where not, and English readers see no change', async () => {
    const category = await newCategory('fiqh-ar', 'الفقه');
    expect(category.name_ar).toBe('الفقه');
    const created = await send('POST', '/api/admin/products', {
      name: 'Fiqh of Prayer',
      name_ar: 'فقه الصلاة',
      slug: 'fiqh-of-prayer',
      description: 'How to pray, step by step.',
      image: '/images/courses/quran-reading.jpg',
      imageAlt: 'A prayer mat',
      category_id: category.id,
    });
    expect(created.statusCode).toBe(201);
    const product = adminProductSchema.parse(created.json().data);
    expect(product).toMatchObject({
      name_ar: 'فقه الصلاة',
      description_ar: null,
      image_alt_ar: null,
    });

    const arabic = await read('/api/products/fiqh-of-prayer', 'ar');
    expect(arabic.headers['content-language']).toBe('ar');
    expect(arabic.headers.vary).toMatch(/accept-language/i);
    expect(one(productSchema).parse(arabic.json()).data).toMatchObject({
      name: 'فقه الصلاة',
      description: 'How to pray, step by step.',
      imageAlt: 'A prayer mat',
      category: { name: 'الفقه', slug: 'fiqh-ar' },
      in_english: ['imageAlt', 'description'],
    });
    const english = one(productSchema).parse(
      (await read('/api/products/fiqh-of-prayer', 'en')).json(),
    );
    expect(english.data).toEqual({
      id: product.id,
      slug: 'fiqh-of-prayer',
      name: 'Fiqh of Prayer',
      image: '/images/courses/quran-reading.jpg',
      imageAlt: 'A prayer mat',
      description: 'How to pray, step by step.',
      href: '/courses/fiqh-of-prayer',
      category: { name: 'Category fiqh-ar', slug: 'fiqh-ar' },
    });

    // Written later, the Arabic shows at once (the kept Arabic answer is dropped too); blank
    // clears it, and the English shows again.
    expect(
      (
        await send('PATCH', `/api/admin/products/${product.id}`, {
          description_ar: 'كيف تصلي، خطوة بخطوة.',
          image_alt_ar: 'سجادة صلاة',
        })
      ).statusCode,
    ).toBe(200);
    const list = listOf(productSchema).parse(
      (await read('/api/products?category=fiqh-ar', 'ar')).json(),
    );
    expect(list.data[0]).toMatchObject({
      description: 'كيف تصلي، خطوة بخطوة.',
      imageAlt: 'سجادة صلاة',
    });
    expect(list.data[0]).not.toHaveProperty('in_english');

    expect(
      (await send('PATCH', `/api/admin/products/${product.id}`, { name_ar: '  ' })).statusCode,
    ).toBe(200);
    expect((await get(`/api/admin/products/${product.id}`)).json().data.name_ar).toBeNull();
    expect((await read('/api/products/fiqh-of-prayer', 'ar')).json().data).toMatchObject({
      name: 'Fiqh of Prayer',
      in_english: ['name'],
    });

    // The category's own Arabic, in the category menu.
    const categories = (await read('/api/categories', 'ar')).json().data;
    expect(categories).toContainEqual({
      id: category.id,
      name: 'الفقه',
      slug: 'fiqh-ar',
      featured: false,
    });
    const other = await newCategory('seerah-ar');
    expect((await read('/api/categories', 'ar')).json().data).toContainEqual({
      id: other.id,
      name: 'Category seerah-ar',
      slug: 'seerah-ar',
      featured: false,
      in_english: ['name'],
    });
    // Staff find a course by its Arabic name too.
    expect(
      (await send('PATCH', `/api/admin/products/${product.id}`, { name_ar: 'فقه الصلاة' }))
        .statusCode,
    ).toBe(200);
    const found = (await get('/api/admin/products?q=الصلاة')).json();
    expect(found.data.map((row: { id: number }) => row.id)).toEqual([product.id]);
  });

  it('refuses an Arabic text too long with its own message, in either language, writing nothing', async () => {
    const category = await newCategory('too-long-ar');
    const before = (await get(`/api/admin/categories/${category.id}`)).json().data;
    const tooLong = await send('PATCH', `/api/admin/categories/${category.id}`, {
      name_ar: 'ا'.repeat(101),
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors).toEqual({
      name_ar: ['The name in Arabic field must not be greater than 100 characters.'],
    });
    const inArabic = await app.inject({
      method: 'PATCH',
      url: `/api/admin/categories/${category.id}`,
      headers: { ...(await adminHeaders()), 'accept-language': 'ar' },
      payload: { name_ar: 'ا'.repeat(101) },
    });
    expect(inArabic.statusCode).toBe(422);
    expect(inArabic.json().errors.name_ar[0]).toMatch(/[\u0600-\u06FF]/);
    expect((await get(`/api/admin/categories/${category.id}`)).json().data).toEqual(before);
  });
});

async function adminHeaders() {
  return { authorization: `Bearer ${await loginDemoAdmin(app)}` };
}

describe('plans in Arabic', () => {
  it('shows a tier’s Arabic name, description and features, the group’s name, and the English where none', async () => {
    const groups = listOf(tierGroupSchema).parse((await read('/api/tiers', 'en')).json()).data;
    const group = groups[0]!;
    const tier = group.tiers[0]!;
    const changed = await send('PATCH', `/api/admin/tiers/${tier.id}`, {
      name_ar: 'الأساسية',
      features_ar: ['حصتان في الأسبوع', 'معلم خاص'],
    });
    expect(changed.statusCode).toBe(200);
    expect(adminTierSchema.parse(changed.json().data)).toMatchObject({
      name_ar: 'الأساسية',
      features_ar: ['حصتان في الأسبوع', 'معلم خاص'],
    });
    expect(
      (await send('PATCH', `/api/admin/tier-groups/${group.id}`, { name_ar: 'حصص ٣٠ دقيقة' }))
        .statusCode,
    ).toBe(200);

    const arabic = listOf(tierGroupSchema).parse((await read('/api/tiers', 'ar')).json()).data;
    const arabicGroup = arabic.find((candidate) => candidate.id === group.id)!;
    expect(arabicGroup.name).toBe('حصص ٣٠ دقيقة');
    const arabicTier = arabicGroup.tiers.find((candidate) => candidate.id === tier.id)!;
    expect(arabicTier.name).toBe('الأساسية');
    expect(arabicTier.features).toEqual(['حصتان في الأسبوع', 'معلم خاص']);
    expect(arabicTier.price).toBe(tier.price);

    // An empty list of Arabic features is none: the English list shows, named.
    expect(
      (await send('PATCH', `/api/admin/tiers/${tier.id}`, { features_ar: [] })).statusCode,
    ).toBe(200);
    const again = listOf(tierGroupSchema).parse((await read('/api/tiers', 'ar')).json()).data;
    const back = again
      .find((candidate) => candidate.id === group.id)!
      .tiers.find((t) => t.id === tier.id)!;
    expect(back.features).toEqual(tier.features);
    expect(back.in_english).toContain('features');
  });
});

describe('FAQs, testimonials, books and pages in Arabic', () => {
  it('answers each in the reader’s language', async () => {
    const faq = await send('POST', '/api/admin/faqs', {
      question: 'Do you teach on Fridays?',
      question_ar: 'هل تدرّسون يوم الجمعة؟',
      answer: 'Yes, after Jumuah.',
    });
    expect(faq.statusCode).toBe(201);
    expect(adminFaqSchema.parse(faq.json().data)).toMatchObject({ answer_ar: null });
    const faqs = listOf(faqSchema).parse((await read('/api/faqs', 'ar')).json()).data;
    expect(faqs).toContainEqual({
      id: faq.json().data.id,
      question: 'هل تدرّسون يوم الجمعة؟',
      answer: 'Yes, after Jumuah.',
      in_english: ['answer'],
    });

    const testimonial = await send('POST', '/api/admin/testimonials', {
      name: 'Amina K.',
      testimonial: 'My children love their classes.',
      testimonial_ar: 'أطفالي يحبون حصصهم.',
    });
    expect(testimonial.statusCode).toBe(201);
    const testimonials = listOf(testimonialSchema).parse(
      (await read('/api/testimonials', 'ar')).json(),
    );
    // The person's name is theirs, as written.
    expect(testimonials.data).toContainEqual({
      id: testimonial.json().data.id,
      name: 'Amina K.',
      testimonial: 'أطفالي يحبون حصصهم.',
    });

    const book = await send('POST', '/api/admin/books', {
      title: 'Tajweed Notes',
      title_ar: 'مذكرات التجويد',
      description: 'Rules with examples.',
      description_ar: 'الأحكام مع الأمثلة.',
      price: 9.5,
      thumbnail: '/images/books/noorani-qaida-workbook/cover.jpg',
    });
    expect(book.statusCode).toBe(201);
    expect(adminBookSchema.parse(book.json().data).title_ar).toBe('مذكرات التجويد');
    const arabicBook = one(bookSummarySchema).parse(
      (await read(`/api/books/${book.json().data.id}`, 'ar')).json(),
    );
    expect(arabicBook.data).toMatchObject({
      title: 'مذكرات التجويد',
      description: 'الأحكام مع الأمثلة.',
      price: 9.5,
    });
    expect(arabicBook.data).not.toHaveProperty('in_english');

    // A page: the Arabic is sanitized like the English, and a page with none shows the English.
    const page = await send('PATCH', '/api/admin/pages/about-us', {
      content: '<h2>About</h2><p>We teach.</p>',
      content_ar: '<h2>من نحن</h2><p onclick="x()">نعلّم.</p><script>alert(1)</script>',
    });
    expect(page.statusCode).toBe(200);
    expect(adminPageSchema.parse(page.json().data).content_ar).toBe('<h2>من نحن</h2><p>نعلّم.</p>');
    expect(pageContentSchema.parse((await read('/api/about-us', 'ar')).json().data)).toEqual({
      content: '<h2>من نحن</h2><p>نعلّم.</p>',
    });
    expect((await read('/api/about-us', 'en')).json().data).toEqual({
      content: '<h2>About</h2><p>We teach.</p>',
    });
    expect(
      (
        await send('PATCH', '/api/admin/pages/about-us', {
          content: '<p>We teach.</p>',
          content_ar: '<p> </p>',
        })
      ).json().data.content_ar,
    ).toBeNull();
    expect((await read('/api/about-us', 'ar')).json().data).toEqual({
      content: '<p>We teach.</p>',
      in_english: ['content'],
    });
  });
});

describe('countries in Arabic', () => {
  it('names each country in Arabic and orders them as Arabic readers do', async () => {
    const arabic = listOf(countrySchema).parse((await read('/api/countries', 'ar')).json()).data;
    const english = listOf(countrySchema).parse((await read('/api/countries', 'en')).json()).data;
    expect(arabic).toHaveLength(english.length);
    const egypt = english.find((country) => country.name === 'Egypt')!;
    expect(arabic.find((country) => country.id === egypt.id)).toEqual({ ...egypt, name: 'مصر' });
    const names = arabic.map((country) => country.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('ar').compare));
    expect(names.filter((name) => /[\u0600-\u06FF]/.test(name)).length).toBeGreaterThan(
      english.length * 0.95,
    );
  });
});

describe('a learner’s own courses in Arabic', () => {
  it('names the course and the plan in the reader’s language', async () => {
    const token = await loginDemoStudent(app);
    const mine = (language: 'en' | 'ar') =>
      app.inject({
        url: '/api/my-subscriptions',
        headers: { authorization: `Bearer ${token}`, 'accept-language': language },
      });
    const english = listOf(subscriptionSchema).parse((await mine('en')).json()).data;
    const arabic = listOf(subscriptionSchema).parse((await mine('ar')).json()).data;
    expect(arabic).toHaveLength(english.length);
    const [first] = english;
    const course = (await get(`/api/admin/products?q=${first!.product.slug}`)).json().data[0];
    expect(arabic[0]!.product).toEqual({ name: course.name_ar, slug: first!.product.slug });
    expect(arabic[0]!.product.name).toMatch(/[\u0600-\u06FF]/);
    expect(english[0]!.product).toEqual({ name: course.name, slug: first!.product.slug });
  });
});
