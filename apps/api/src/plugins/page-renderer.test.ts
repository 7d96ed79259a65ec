import { sql } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import net from 'node:net';
import { Writable } from 'node:stream';
import { describe, expect, it, onTestFinished } from 'vitest';
import { adminFaqSchema } from '@iqra/contracts';
import { clientOf, createTestApp, loginDemoAdmin } from '../../test/helpers.ts';
import { htmlOf, occurrences, readPage } from '../../test/pages.ts';
import { builtWebRoot } from '../../test/web-build.ts';

// The server's rendering of the public pages (decision 014), with the real renderer of the
// web build, on a real database: what a visitor and a crawler get, what is kept, and when it
// is made again.

const webRoot = builtWebRoot();

/** The app's log, line by line: what it answered, in order (the renderer's reads among it). */
function requestLog() {
  const lines: { url?: string; msg?: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return {
    logger: { level: 'info', stream },
    /** The reads of `url` logged since `from` (a mark taken with `mark()`). */
    readsOf: (url: string, from = 0) =>
      lines.slice(from).filter((line) => line.msg === 'request' && line.url === url).length,
    /** The API answers read since `from`, by anyone. */
    apiReads: (from = 0) => lines.slice(from).filter((line) => line.url?.startsWith('/api/')),
    mark: () => lines.length,
    lines: (from = 0) => lines.slice(from),
  };
}

const log = requestLog();
const { app, database } = await createTestApp({ webRoot, logger: log.logger });
const staff = clientOf(app, await loginDemoAdmin(app));
// As the server runs: pages rendered when the app is ready and after each edit.
const aheadLog = requestLog();
const ahead = await createTestApp({ webRoot, logger: aheadLog.logger, renderPagesAhead: true });
// A second school in the same process, on a database of its own.
const other = await createTestApp({ webRoot });

describe('a page rendered on the server', () => {
  it('is the page with its content, its data and its head, in any encoding', async () => {
    const identity = await app.inject({ url: '/' });
    expect(identity.statusCode).toBe(200);
    expect(identity.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(identity.headers['cache-control']).toBe('no-cache');
    const html = htmlOf(identity);
    const page = readPage(html);
    expect(page).toMatchObject({ documents: 1, roots: 1 });
    expect(page.title).toBe('Learn Quran, Arabic and Islamic Studies Online | Iqra');
    expect(page.text).toContain('Can I try a free demo class first?');
    expect(page.data).toHaveLength(1);
    expect(page.structuredData.length).toBeGreaterThan(2);
    expect(html).not.toContain('<!--app-');
    for (const encoding of ['br', 'gzip']) {
      const encoded = await app.inject({ url: '/', headers: { 'accept-encoding': encoding } });
      expect(encoded.headers['content-encoding']).toBe(encoding);
      // An English page may be sent on to Arabic (by Accept-Language, unless a cookie says).
      expect(encoded.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
      expect(htmlOf(encoded)).toBe(html);
    }
    const head = await app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('is kept: a second visitor costs no read of the API', async () => {
    await app.inject({ url: '/about-us' });
    const mark = log.mark();
    const again = await app.inject({ url: '/about-us' });
    expect(again.statusCode).toBe(200);
    expect(readPage(htmlOf(again)).title).toBe('About Us | Iqra');
    expect(log.readsOf('/api/about-us', mark)).toBe(0);
    expect(log.readsOf('/api/categories/featured', mark)).toBe(0);
  });

  it('is made again after an edit, with the edit', async () => {
    expect(readPage(htmlOf(await app.inject({ url: '/' }))).text).not.toContain('Kept no more');
    const created = await staff.send('POST', '/api/admin/faqs', {
      question: 'Is the page made again?',
      answer: 'Kept no more: made again.',
    });
    expect(created.statusCode).toBe(201);
    const mark = log.mark();
    const page = readPage(htmlOf(await app.inject({ url: '/' })));
    expect(occurrences(page.text, 'Kept no more: made again.')).toBe(1);
    expect(log.readsOf('/api/faqs', mark)).toBe(1);
    // And kept again.
    await app.inject({ url: '/' });
    expect(log.readsOf('/api/faqs', mark)).toBe(1);
  });

  it('is the bare app when it cannot be rendered, and rendered once it can', async () => {
    // An edit drops the kept page and answers; then the FAQs cannot be read for a moment.
    const created = await staff.send('POST', '/api/admin/faqs', {
      question: 'Can the page fail?',
      answer: 'For a moment.',
    });
    const faq = adminFaqSchema.parse(created.json().data);
    await database.db.execute(sql`alter table faqs rename to faqs_away`);
    const mark = log.mark();
    let bare;
    try {
      bare = await app.inject({ url: '/' });
    } finally {
      await database.db.execute(sql`alter table faqs_away rename to faqs`);
    }
    expect(bare.statusCode).toBe(200);
    expect(bare.body).toBe(await readFile(path.join(webRoot, 'index.html'), 'utf8'));
    expect(log.lines(mark)).toContainEqual(
      expect.objectContaining({ msg: 'page render failed; the browser renders it' }),
    );
    // The failure was not kept.
    const rendered = readPage(htmlOf(await app.inject({ url: '/' })));
    expect(rendered.text).toContain(faq.answer);
  });
});

describe('an address with a trailing slash', () => {
  it('is sent on to the page without it, for good, with its query string', async () => {
    for (const [url, location] of [
      ['/about-us/', '/about-us'],
      ['/about-us//', '/about-us'],
      ['/courses/tajweed/?tab=plans', '/courses/tajweed?tab=plans'],
    ] as const) {
      const mark = log.mark();
      for (const method of ['GET', 'HEAD', 'GET'] as const) {
        const response = await app.inject({ method, url });
        expect(response.statusCode, url).toBe(301);
        expect(response.headers.location, url).toBe(location);
      }
      // A redirect reads nothing.
      expect(log.apiReads(mark)).toEqual([]);
      expect((await app.inject({ url: location })).statusCode, location).toBe(200);
    }
    // An address that is no page is not found, slash or not.
    expect((await app.inject({ url: '/no-such-page/' })).statusCode).toBe(404);
  });
});

describe('the not-found page', () => {
  it('answers an unknown address with 404, one page for all of them', async () => {
    const first = await app.inject({ url: '/no-such-page' });
    expect(first.statusCode).toBe(404);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    const page = readPage(htmlOf(first));
    expect(page).toMatchObject({ title: 'Page not found | Iqra', robots: 'noindex' });
    expect(page.text).toContain('We couldn’t find that page');
    const mark = log.mark();
    const second = await app.inject({ url: '/another/unknown/address' });
    expect(second.statusCode).toBe(404);
    expect(htmlOf(second)).toBe(htmlOf(first));
    expect(log.apiReads(mark)).toEqual([]);
  });

  it('is never another page, whatever odd address made it', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    // Sent as written: a client library would resolve `..` or another host itself.
    const raw = (target: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(new URL(address).port), '127.0.0.1');
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString()));
        socket.on('end', () => resolve(answer));
        socket.on('error', reject);
        socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      });
    const mark = log.mark();
    for (const odd of [
      '//evil.example/about-us',
      'http://evil.example/about-us',
      '/\\evil.example/about-us',
      '/x/../about-us',
      '/%2e%2e/about-us',
      '///',
      '//[/about-us',
    ]) {
      // An edit drops the kept pages: the odd address is the first unknown one to be rendered.
      await staff.send('PATCH', '/api/admin/pages/privacy-policy', {
        content: `<p>Private, after ${odd}.</p>`,
      });
      expect(await raw(odd), odd).toMatch(/^HTTP\/1\.1 404 /);
      const unknown = await app.inject({ url: '/no-such-page' });
      expect(unknown.statusCode, odd).toBe(404);
      expect(readPage(unknown.body).title, odd).toBe('Page not found | Iqra');
      expect(unknown.body, odd).not.toContain('evil.example');
    }
    // Answered as addresses, not failures: no render failed on the way.
    expect(log.lines(mark).map((line) => line.msg)).not.toContain(
      'page render failed; the browser renders it',
    );
  });
});

describe('pages rendered ahead', () => {
  it('are made again shortly after an edit, before anyone asks', async () => {
    await ahead.app.ready();
    // Made as the app became ready: the home page in each language are the only ones that
    // read the FAQs.
    await expect.poll(() => aheadLog.readsOf('/api/faqs'), { timeout: 10_000 }).toBe(2);
    const mark = aheadLog.mark();
    const created = await clientOf(ahead.app, await loginDemoAdmin(ahead.app)).send(
      'POST',
      '/api/admin/faqs',
      {
        question: 'Is the page ready before I ask?',
        answer: 'Made ahead of you.',
      },
    );
    expect(created.statusCode).toBe(201);
    await expect.poll(() => aheadLog.readsOf('/api/faqs', mark), { timeout: 10_000 }).toBe(2);
    const page = readPage(htmlOf(await ahead.app.inject({ url: '/' })));
    expect(occurrences(page.text, 'Made ahead of you.')).toBe(1);
    // The visitor was given the page made ahead: no read of their own.
    expect(aheadLog.readsOf('/api/faqs', mark)).toBe(2);
  });
});

/** Every string in `value` (the query data of a page), however deep. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap(stringsIn);
}

// Staff write the words the pages show. Text is text: `$'`, `$&` and the like are what
// String.replace reads as patterns, and a template filled that way put the rest of the page,
// or the mark itself, where the words were.
describe('staff text on the pages', () => {
  it.each(["$'", '$`', '$&', '$$', '$1'])(
    '%s in a FAQ, a page, a course and a category shows as written, where it belongs, and adds only itself',
    async (sequence) => {
      const id = Math.random().toString(36).slice(2, 8);
      const words = (what: string, middle: string) => `${what} ${id} ${middle} as written`;
      const plain = 'x'.repeat(sequence.length);
      const faq = await staff.send('POST', '/api/admin/faqs', {
        question: `Does ${id} show as written?`,
        answer: words('Answer', plain),
      });
      const category = await staff.send('POST', '/api/admin/categories', {
        name: words('Category', plain),
        slug: `category-${id}`,
        featured: true,
      });
      const course = await staff.send('POST', '/api/admin/products', {
        name: words('Course', plain),
        slug: `course-${id}`,
        description: 'A course whose name staff wrote with signs in it.',
        image: '/images/courses/tajweed.jpg',
        imageAlt: 'A page of the Quran',
        category_id: category.json().data.id,
        featured: true,
      });
      const content = (middle: string) => `<p>${words('Page', middle)}</p>`;
      const aboutUsBefore = (await app.inject({ url: '/api/about-us' })).json().data.content;
      const pages = ['/', '/about-us', '/courses', `/courses/course-${id}`];
      // The pages are made once here, and dropped by the next edit: the sizes compared are of
      // later renders.
      for (const url of pages) await app.inject({ url });
      await staff.send('PATCH', '/api/admin/pages/about-us', { content: content(plain) });
      // Each sequence on its own: what one left on the pages must not fail the next.
      onTestFinished(async () => {
        await staff.send('DELETE', `/api/admin/products/${course.json().data.id}`);
        await staff.send('DELETE', `/api/admin/categories/${category.json().data.id}`);
        await staff.send('DELETE', `/api/admin/faqs/${faq.json().data.id}`);
        await staff.send('PATCH', '/api/admin/pages/about-us', { content: aboutUsBefore });
      });
      const before = await Promise.all(pages.map(async (url) => (await app.inject({ url })).body));

      const edits = [
        staff.send('PATCH', `/api/admin/faqs/${faq.json().data.id}`, {
          answer: words('Answer', sequence),
        }),
        staff.send('PATCH', `/api/admin/categories/${category.json().data.id}`, {
          name: words('Category', sequence),
        }),
        staff.send('PATCH', `/api/admin/products/${course.json().data.id}`, {
          name: words('Course', sequence),
        }),
        staff.send('PATCH', '/api/admin/pages/about-us', { content: content(sequence) }),
      ];
      for (const edit of await Promise.all(edits)) expect(edit.statusCode).toBe(200);
      const aboutUs = (await app.inject({ url: '/api/about-us' })).json().data.content as string;

      for (const [index, url] of pages.entries()) {
        const response = await app.inject({ url });
        expect(response.statusCode, url).toBe(200);
        const page = readPage(response.body);
        expect(page, url).toMatchObject({ documents: 1, roots: 1 });
        expect(response.body, url).not.toContain('<!--app-');
        // Every page's header offers the category; the course list lists it too and labels its
        // course's card with it, and the course's page names it.
        const shown = { '/courses': 3, [`/courses/course-${id}`]: 2 }[url] ?? 1;
        expect(occurrences(page.text, words('Category', sequence)), url).toBe(shown);
        expect(stringsIn(page.data), url).toContain(words('Category', sequence));
        // Each text is as long as the plain one it replaced: only HTML's escapes may make the
        // page longer (React writes ' as &#x27;, six characters for one), by a few times a
        // text's length; a replacement pattern acted on would put in the rest of the page.
        const grown = Math.abs(response.body.length - before[index]!.length);
        expect(grown, url).toBeLessThanOrEqual(6 * words('Category', sequence).length);
      }
      const home = readPage((await app.inject({ url: '/' })).body);
      for (const text of [words('Answer', sequence), words('Course', sequence)]) {
        expect(occurrences(home.text, text), text).toBe(1);
        expect(stringsIn(home.data), text).toContain(text);
        expect(stringsIn(home.structuredData), text).toContain(text);
      }
      const coursePage = readPage((await app.inject({ url: `/courses/course-${id}` })).body);
      expect(coursePage.title).toBe(`${words('Course', sequence)} | Iqra`);
      expect(stringsIn(coursePage.structuredData)).toContain(words('Course', sequence));
      const page = readPage((await app.inject({ url: '/about-us' })).body);
      expect(occurrences(page.text, words('Page', sequence))).toBe(1);
      expect(stringsIn(page.data)).toContain(aboutUs);
    },
  );

  it("renders a page whose FAQ holds $' four hundred times, at its size", async () => {
    const long = (sign: string) => `Signs: ${sign.repeat(400)}`;
    const faq = await staff.send('POST', '/api/admin/faqs', {
      question: 'Why so many signs?',
      answer: long('xx'),
    });
    onTestFinished(async () => {
      await staff.send('DELETE', `/api/admin/faqs/${faq.json().data.id}`);
    });
    const before = (await app.inject({ url: '/' })).body;
    await staff.send('PATCH', `/api/admin/faqs/${faq.json().data.id}`, { answer: long("$'") });
    const after = await app.inject({ url: '/' });
    const page = readPage(after.body);
    expect(occurrences(page.text, long("$'"))).toBe(1);
    // Only HTML's escapes may make the page longer (React writes ' as &#x27;, six characters
    // for one): a replacement pattern acted on would put the rest of the page in at each sign.
    expect(Math.abs(after.body.length - before.length)).toBeLessThanOrEqual(6 * long("$'").length);
  });
});

// One process may hold several apps (the tests do; two sites could): each renders with its
// own API, whatever the other is rendering at the time.
describe('two apps in one process', () => {
  it('render their own data, never each other’s, side by side', async () => {
    const otherStaff = clientOf(other.app, await loginDemoAdmin(other.app));
    const sites = [
      { app, staff, words: 'Only in the first school' },
      { app: other.app, staff: otherStaff, words: 'Only in the second school' },
    ];
    const texts = await Promise.all(
      sites.map(async (site) => {
        const faq = await site.staff.send('POST', '/api/admin/faqs', {
          question: `${site.words}?`,
          answer: `${site.words}.`,
        });
        return faq.json().data.id as number;
      }),
    );
    for (let round = 1; round <= 3; round += 1) {
      // An edit on each drops its pages: every round renders them all again, at once.
      await Promise.all(
        sites.flatMap((site, index) => [
          site.staff.send('PATCH', `/api/admin/faqs/${texts[index]}`, {
            answer: `${site.words}, round ${round}.`,
          }),
          site.staff.send('PATCH', '/api/admin/pages/about-us', {
            content: `<p>${site.words}, round ${round}.</p>`,
          }),
        ]),
      );
      const urls = ['/', '/about-us'];
      const rendered = await Promise.all(
        sites.flatMap((site) => urls.map((url) => site.app.inject({ url }))),
      );
      for (const [index, response] of rendered.entries()) {
        const site = sites[Math.floor(index / urls.length)]!;
        const stranger = sites.find((one) => one !== site)!;
        const page = readPage(response.body);
        expect(page.text, `${site.words}, ${urls[index % urls.length]}`).toContain(
          `${site.words}, round ${round}.`,
        );
        expect(response.body).not.toContain(stranger.words);
      }
    }
  });
});
