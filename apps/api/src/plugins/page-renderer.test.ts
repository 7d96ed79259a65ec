import { sql } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { adminFaqSchema } from '@iqra/contracts';
import { clientOf, createTestApp, loginDemoAdmin } from '../../test/helpers.ts';
import { htmlOf, occurrences, readPage } from '../../test/pages.ts';
import { builtWebRoot } from '../../test/web-build.ts';

// The server's rendering of the public pages (decision 014), with the real renderer of the
// web build, on a real database: what a visitor and a crawler get, what is kept, and when it
// is made again.

const webRoot = builtWebRoot();

/** The app's request log lines, in order: who read which API answer, and when. */
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
    mark: () => lines.length,
    lines: (from = 0) => lines.slice(from),
  };
}

const log = requestLog();
const { app, database } = await createTestApp({ webRoot, logger: log.logger });
const staff = clientOf(app, await loginDemoAdmin(app));

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
      expect(encoded.headers.vary).toBe('Accept-Encoding');
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

  it('is the not-found page with a 404 for an unknown address, one page for all of them', async () => {
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
    expect(log.lines(mark).filter((line) => line.url?.startsWith('/api/'))).toEqual([]);
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

describe('pages rendered ahead', () => {
  it('are made again shortly after an edit, before anyone asks', async () => {
    const aheadLog = requestLog();
    const ahead = await createTestApp({
      webRoot,
      logger: aheadLog.logger,
      renderPagesAhead: true,
    });
    await ahead.app.ready();
    // Made as the app became ready: the home page is the first, and the only one that reads
    // the FAQs.
    await expect.poll(() => aheadLog.readsOf('/api/faqs')).toBe(1);
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
    await expect.poll(() => aheadLog.readsOf('/api/faqs', mark)).toBe(1);
    const page = readPage(htmlOf(await ahead.app.inject({ url: '/' })));
    expect(occurrences(page.text, 'Made ahead of you.')).toBe(1);
    // The visitor was given the page made ahead: no read of their own.
    expect(aheadLog.readsOf('/api/faqs', mark)).toBe(1);
  });
});
