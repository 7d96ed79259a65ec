import {
  adminAuditSchema,
  adminBookSchema,
  adminCategorySchema,
  adminFaqSchema,
  adminListOf,
  IN_USE,
  messageSchema,
} from '@iqra/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ResourceList } from './resource-list.tsx';
import { loadResource } from '../../resources/index.ts';
import { answer } from '../../../../test-utils/api-answers.ts';
import { playApi, renderAt, renderIn, type ApiCall } from '../../../../test-utils/played-api.tsx';

// The API is played at the network edge (fetch); the list, its hooks and the client are real.

const faqs = [
  { id: 11, question: 'First?', answer: 'One.', question_ar: null, answer_ar: null, position: 0 },
  { id: 12, question: 'Second?', answer: 'Two.', question_ar: null, answer_ar: null, position: 1 },
  { id: 13, question: 'Third?', answer: 'Three.', question_ar: null, answer_ar: null, position: 2 },
];
const categories = [
  {
    id: 1,
    name: 'Quran',
    slug: 'quran',
    featured: true,
    name_ar: null,
    position: 0,
    products_count: 4,
  },
];

const books = [
  {
    id: 7,
    title: 'Nahw Made Simple',
    title_ar: null,
    description: 'Grammar.',
    description_ar: null,
    price: 12,
    thumbnail: '/images/books/nahw/cover.jpg',
    media_count: 3,
    owners_count: 0,
    created_at: '2026-11-01T10:00:00.000Z',
  },
];

let calls: ApiCall[] = [];

beforeEach(() => {
  calls = playApi(({ method, url }) => {
    if (url.startsWith('/api/admin/faqs/reorder')) return new Response(null, { status: 204 });
    if (url.startsWith('/api/admin/faqs')) {
      return answer(adminListOf(adminFaqSchema), {
        data: faqs,
        meta: { total: 3, page: 1, per_page: 100 },
      });
    }
    if (method === 'DELETE') return answer(messageSchema, { message: IN_USE.category }, 409);
    if (url.startsWith('/api/admin/books')) {
      // A long list: 45 books, of which the page asked for (its rows all the same one).
      const asked = new URL(url, 'http://localhost').searchParams;
      return answer(adminListOf(adminBookSchema), {
        data: books,
        meta: {
          total: 45,
          page: Number(asked.get('page')),
          per_page: Number(asked.get('per_page')),
        },
      });
    }
    if (url.startsWith('/api/admin/audit-log')) {
      return answer(adminListOf(adminAuditSchema), {
        data: [
          {
            id: 1,
            actor: null,
            action: 'update',
            entity: 'book_media',
            entity_id: '7',
            before: { name: 'Cover' },
            after: { name: 'Front cover' },
            created_at: '2026-11-01T10:00:00.000Z',
          },
        ],
        meta: { total: 1, page: 1, per_page: 20 },
      });
    }
    if (url.startsWith('/api/admin/categories')) {
      return answer(adminListOf(adminCategorySchema), {
        data: categories,
        meta: { total: 1, page: 1, per_page: 20 },
      });
    }
    return undefined;
  });
});

async function renderList(path: string) {
  const config = await loadResource(path);
  if (!config) throw new Error(`no screen ${path}`);
  renderAt(<ResourceList config={config} />, `/admin/${path}`);
}

describe('ResourceList', () => {
  it('asks for the list with the resource’s default sort and shows its rows', async () => {
    await renderList('categories');
    // The first list drawn brings the table's code cold: it may take a while.
    expect(await screen.findByRole('cell', { name: 'Quran' }, { timeout: 5_000 })).toBeTruthy();
    expect(calls[0]).toMatchObject({
      method: 'GET',
      url: '/api/admin/categories?page=1&per_page=20&sort=position',
    });
  });

  it('searches after a pause, starting again at page 1', async () => {
    await renderList('categories');
    await screen.findByRole('cell', { name: 'Quran' });
    fireEvent.change(screen.getByLabelText('Search categories'), { target: { value: 'qur' } });
    await waitFor(
      () =>
        expect(calls.at(-1)?.url).toBe(
          '/api/admin/categories?page=1&per_page=20&q=qur&sort=position',
        ),
      { timeout: 2000 },
    );
  });

  it('drops a pending search when a link in the list is followed', async () => {
    await renderList('books');
    const link = await screen.findByRole('link', { name: /Pages of Nahw Made Simple/ });
    // The search waits 300 ms for more typing; the clock is moved well past that, not waited on.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(screen.getByLabelText('Search books'), { target: { value: 'nahw' } });
      fireEvent.click(link);
      await vi.advanceTimersByTimeAsync(1_000);
    } finally {
      vi.useRealTimers();
    }
    expect(calls.map((call) => call.url).filter((url) => url.includes('q=nahw'))).toEqual([]);
  });

  it('says why a delete was refused (409)', async () => {
    await renderList('categories');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Quran' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this category?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        screen.getByText('This category still has courses. Move or delete them first.'),
      ).toBeTruthy(),
    );
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe('/api/admin/categories/1');
  });

  it('moves a FAQ up from the keyboard and saves every id in the new order', async () => {
    await renderList('faqs');
    await screen.findByRole('cell', { name: 'Second?' });
    expect(calls[0]?.url).toBe('/api/admin/faqs?page=1&per_page=100&sort=position');
    expect(
      (screen.getByRole('button', { name: 'Move First? up' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move Third? up' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toEqual({
        method: 'POST',
        url: '/api/admin/faqs/reorder',
        body: { ids: [11, 13, 12] },
      }),
    );
    expect(await screen.findByText('The new order is saved.')).toBeTruthy();
  });

  it('sorts by a column’s header: up, down, then the list’s own order again', async () => {
    await renderList('books');
    await screen.findByRole('cell', { name: 'Nahw Made Simple' });
    const header = (name: string) => screen.getByRole('columnheader', { name });
    expect(header('Added').getAttribute('aria-sort')).toBe('descending');
    expect(header('Title').getAttribute('aria-sort')).toBeNull();

    fireEvent.click(within(header('Title')).getByRole('button'));
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe('/api/admin/books?page=1&per_page=20&sort=title'),
    );
    expect(header('Title').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Added').getAttribute('aria-sort')).toBeNull();

    fireEvent.click(within(header('Title')).getByRole('button'));
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe('/api/admin/books?page=1&per_page=20&sort=-title'),
    );
    expect(header('Title').getAttribute('aria-sort')).toBe('descending');

    // The third press goes back to the list's own order (newest first), which was had before.
    fireEvent.click(within(header('Title')).getByRole('button'));
    await waitFor(() => expect(header('Added').getAttribute('aria-sort')).toBe('descending'));
    expect(header('Title').getAttribute('aria-sort')).toBeNull();
    // Columns that do not sort have no button.
    expect(within(header('Owners')).queryByRole('button')).toBeNull();
  });

  it('pages through a long list, and starts again at page 1 with more rows per page', async () => {
    await renderList('books');
    const pages = await screen.findByRole('navigation', { name: 'Pages of books' });
    const button = (name: string) =>
      within(pages).getByRole('button', { name }) as HTMLButtonElement;
    expect(within(pages).getByText('1–20 of 45')).toBeTruthy();
    expect([button('First page').disabled, button('Previous page').disabled]).toEqual([true, true]);

    fireEvent.click(button('Next page'));
    expect(await within(pages).findByText('21–40 of 45')).toBeTruthy();
    expect(calls.at(-1)?.url).toBe('/api/admin/books?page=2&per_page=20&sort=-created_at');

    fireEvent.click(button('Last page'));
    expect(await within(pages).findByText('41–45 of 45')).toBeTruthy();
    expect([button('Next page').disabled, button('Last page').disabled]).toEqual([true, true]);

    fireEvent.change(within(pages).getByLabelText('Rows per page'), { target: { value: '50' } });
    expect(await within(pages).findByText('1–45 of 45')).toBeTruthy();
    expect(calls.at(-1)?.url).toBe('/api/admin/books?page=1&per_page=50&sort=-created_at');
  });
});

describe('ResourceList in Arabic', () => {
  it('reads in Arabic: columns, buttons named by their row, paging, New and Delete', async () => {
    const config = await loadResource('books');
    if (!config) throw new Error('no screen books');
    await renderIn('ar', <ResourceList config={config} />, '/admin/books');
    await screen.findByRole('cell', { name: 'Nahw Made Simple' }, { timeout: 5_000 });
    const header = (name: string) => screen.getByRole('columnheader', { name });
    expect(header('العنوان').getAttribute('aria-sort')).toBeNull();
    expect(header('تاريخ الإضافة').getAttribute('aria-sort')).toBe('descending');
    expect(header('الإجراءات')).toBeTruthy();
    // The price through Intl in Arabic (Latin digits), the book's title as the data has it.
    expect(screen.getByRole('cell', { name: '$12' })).toBeTruthy();
    // Dates too: day/month/year and the Arabic comma, not "1 Nov 2026".
    expect(screen.getByText(/\/2026،/).tagName).toBe('TIME');
    expect(
      screen.getByRole('link', { name: 'صفحات \u2068Nahw Made Simple\u2069' }).textContent,
    ).toBe('الصفحات');
    expect(screen.getByRole('button', { name: 'تعديل Nahw Made Simple' }).textContent).toBe(
      'تعديل',
    );
    const pages = screen.getByRole('navigation', { name: /^صفحات / });
    expect(within(pages).getByText('1–20 من 45')).toBeTruthy();
    expect(within(pages).getByRole('button', { name: 'الصفحة التالية' })).toBeTruthy();
    expect(within(pages).getByLabelText('عدد الصفوف في الصفحة')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إضافة كتاب' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'حذف Nahw Made Simple' }));
    const confirm = await screen.findByRole('dialog', { name: 'هل تريد حذف هذا العنصر؟' });
    expect(confirm.textContent).toContain(
      'سيُحذف «Nahw Made Simple» نهائيًا، ولا يمكن التراجع عن ذلك.',
    );
  });

  it('says in Arabic that an ordered list is saved at once', async () => {
    const config = await loadResource('faqs');
    if (!config) throw new Error('no screen faqs');
    await renderIn('ar', <ResourceList config={config} />, '/admin/faqs');
    await screen.findByRole('cell', { name: 'Second?' }, { timeout: 5_000 });
    fireEvent.click(screen.getByRole('button', { name: 'نقل Third? إلى الأعلى' }));
    expect(await screen.findByText('حُفظ الترتيب الجديد.')).toBeTruthy();
  });

  it('names the audit log’s record kinds and the system in Arabic', async () => {
    const config = await loadResource('audit-log');
    if (!config) throw new Error('no screen audit-log');
    await renderIn('ar', <ResourceList config={config} />, '/admin/audit-log');
    const row = (
      await screen.findByRole('cell', { name: 'صفحات الكتب' }, { timeout: 5_000 })
    ).closest('tr')!;
    expect(within(row).getByRole('cell', { name: 'النظام' })).toBeTruthy();
    // What was done, in Arabic too (the API writes `update`).
    expect(within(row).getByRole('cell', { name: 'تعديل' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'السجل' })).toBeTruthy();
    const kinds = screen.getByLabelText('نوع السجل') as HTMLSelectElement;
    expect([...kinds.options].slice(0, 3).map((option) => option.text)).toEqual([
      'الكل',
      'التصنيفات',
      'الدورات',
    ]);
    expect(screen.getByPlaceholderText('بحسب الإجراء أو نوع السجل أو بريد الموظف')).toBeTruthy();
    // The screen's heading from the menu, and the Details button named whole in Arabic.
    expect(screen.getByRole('heading', { level: 1, name: 'سجل التغييرات' })).toBeTruthy();
    expect(
      within(row).getByRole('button', { name: /^تفاصيل «تعديل صفحات الكتب 7»، / }).textContent,
    ).toBe('التفاصيل');
  });
});
