import {
  adminListOf,
  adminProductSchema,
  adminSyllabusItemSchema,
  one,
  type AdminSyllabusItem,
} from '@iqra/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SyllabusPage } from './syllabus-page.tsx';
import { answer } from '../../../test-utils/api-answers.ts';
import { playApi, renderAt, renderIn, type ApiCall } from '../../../test-utils/played-api.tsx';

// The API is played at the network edge (played-api.tsx); the page and its form are real.

const course = {
  id: 5,
  name: 'Hifz',
  name_ar: null,
  slug: 'hifz',
  description: 'Memorise the Quran.',
  description_ar: null,
  image: '/images/courses/hifz.jpg',
  imageAlt: 'A mushaf',
  image_alt_ar: null,
  category_id: 1,
  category: { name: 'Quran', slug: 'quran' },
  featured: true,
  position: 0,
  created_at: '2026-11-01T10:00:00.000Z',
};

const items: AdminSyllabusItem[] = [
  {
    id: 31,
    product_id: 5,
    position: 0,
    kind: 'quran',
    title: 'Al-Fatihah (الفاتحة)',
    from: '1:1',
    to: '1:7',
    range_label: 'Al-Fatihah 1–7',
    uses: 2,
  },
  {
    id: 32,
    product_id: 5,
    position: 1,
    kind: 'unit',
    title: 'Makharij',
    from: null,
    to: null,
    range_label: null,
    uses: 0,
  },
];

/** Code loaded when first needed (the screen, the form, the surahs) may take a while cold. */
const LOADING = { timeout: 10_000 };

let calls: ApiCall[] = [];

beforeEach(() => {
  calls = playApi(({ method, url, body }) => {
    if (url === '/api/admin/products/5') return answer(one(adminProductSchema), { data: course });
    if (method === 'POST' && url === '/api/admin/syllabus-items') {
      const created = {
        ...items[1]!,
        id: 33,
        position: 2,
        ...(body as object),
        from: null,
        to: null,
      };
      return answer(one(adminSyllabusItemSchema), { data: created }, 201);
    }
    if (method === 'PATCH' && url === '/api/admin/syllabus-items/31') {
      return answer(one(adminSyllabusItemSchema), { data: { ...items[0]!, ...(body as object) } });
    }
    if (url.startsWith('/api/admin/syllabus-items?')) {
      return answer(adminListOf(adminSyllabusItemSchema), {
        data: items,
        meta: { total: 2, page: 1, per_page: 100 },
      });
    }
    return undefined;
  });
});

async function renderPage() {
  renderAt(<SyllabusPage />, '/admin/courses/5/syllabus', '/admin/courses/:id/syllabus');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Syllabus of Hifz' }, LOADING),
  ).toBeTruthy();
  await screen.findByRole('cell', { name: 'Makharij' }, LOADING);
}

/** The screen on an Arabic page. */
const renderInArabic = () =>
  renderIn('ar', <SyllabusPage />, '/admin/courses/5/syllabus', '/admin/courses/:id/syllabus');

async function openNewItem() {
  await renderPage();
  fireEvent.click(screen.getByRole('button', { name: 'Add an item' }));
  return screen.findByRole('dialog', { name: 'Add an item' }, LOADING);
}

const valueOf = (dialog: HTMLElement, label: string) =>
  (within(dialog).getByLabelText(label) as HTMLInputElement).value;
const sent = () => calls.filter((call) => call.method === 'POST').map((call) => call.body);

// The first test to open the form waits for its code (and the Quran's structure) to load.
describe('a course’s syllabus screen', { timeout: 30_000 }, () => {
  it('reads in Arabic: its heading, what it is for, and the way to add an item', async () => {
    await renderInArabic();
    // The course's name, from the database, is kept apart from the right-to-left heading.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'منهج \u2068Hifz\u2069' }, LOADING),
    ).toBeTruthy();
    expect(screen.getByText(/ما يدرّسه المعلمون في هذه الدورة، بهذا الترتيب/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'العناصر، بالترتيب' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إضافة عنصر' })).toBeTruthy();
    expect(document.title).toBe('منهج \u2068Hifz\u2069 · لوحة الإدارة | أكاديمية اقرأ');
  });

  it('lists the items in order, with their number, kind and ayat', async () => {
    await renderPage();
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('cell', { name: '1' })).toBeTruthy();
    expect(rows[0]!.textContent).toContain('Al-Fatihah 1–7 (1:1 to 1:7)');
    expect(rows[1]!.textContent).toContain('Unit');
    const listed = calls.find((call) => call.url.startsWith('/api/admin/syllabus-items'));
    expect(new URL(listed!.url, 'http://localhost').searchParams.get('product_id')).toBe('5');
    const upFirst = screen.getByRole('button', { name: 'Move Al-Fatihah (الفاتحة) up' });
    expect((upFirst as HTMLButtonElement).disabled).toBe(true);
  });

  it('fills a Quran item’s ayat from a surah found by name, and sends them', async () => {
    const dialog = await openNewItem();
    const search = await within(dialog).findByLabelText('Find a surah', {}, LOADING);
    fireEvent.change(search, { target: { value: 'naba' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^78\. An-Naba/ }));
    expect([valueOf(dialog, 'First ayah'), valueOf(dialog, 'Last ayah')]).toEqual([
      '78:1',
      '78:40',
    ]);
    expect(within(dialog).getByText('An-Naba 1–40 · 40 ayat')).toBeTruthy();
    expect(
      within(dialog).getByRole('button', { name: /^78\. An-Naba/, pressed: true }),
    ).toBeTruthy();

    // A whole juz, chosen from its list; Enter in the search takes the best match.
    fireEvent.change(within(dialog).getByLabelText('Or a whole juz'), { target: { value: '30' } });
    expect([valueOf(dialog, 'First ayah'), valueOf(dialog, 'Last ayah')]).toEqual([
      '78:1',
      '114:6',
    ]);
    fireEvent.change(search, { target: { value: 'الفاتحه' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect([valueOf(dialog, 'First ayah'), valueOf(dialog, 'Last ayah')]).toEqual(['1:1', '1:7']);
    expect(valueOf(dialog, 'Or a whole juz')).toBe('');
    expect(sent()).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create item' }));
    await waitFor(() =>
      expect(sent()).toEqual([{ product_id: 5, kind: 'quran', title: '', from: '1:1', to: '1:7' }]),
    );
  });

  it('shows no ayat for a unit, asks for its title, and sends no range', async () => {
    const dialog = await openNewItem();
    fireEvent.change(within(dialog).getByLabelText('First ayah'), { target: { value: '78:1' } });
    fireEvent.click(within(dialog).getByLabelText('Unit'));
    expect(within(dialog).queryByLabelText('First ayah')).toBeNull();
    expect(within(dialog).queryByLabelText('Find a surah')).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create item' }));
    expect(await within(dialog).findByText('The title field is required.')).toBeTruthy();
    expect(sent()).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Sifaat' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create item' }));
    await waitFor(() => expect(sent()).toEqual([{ product_id: 5, kind: 'unit', title: 'Sifaat' }]));
  });

  it('says under the last ayah when a typed range ends before it starts', async () => {
    const dialog = await openNewItem();
    fireEvent.change(within(dialog).getByLabelText('First ayah'), { target: { value: '78:40' } });
    fireEvent.change(within(dialog).getByLabelText('Last ayah'), { target: { value: '78:1' } });
    expect(within(dialog).getByText('No range yet.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create item' }));
    const last = within(dialog).getByLabelText('Last ayah');
    await waitFor(() => expect(last.getAttribute('aria-invalid')).toBe('true'));
    expect(
      within(dialog).getByText('The range must end at or after the ayah it starts from.'),
    ).toBeTruthy();
    expect(sent()).toEqual([]);
  });

  it('edits a Quran item with its ayat as they are, and sends them with the change', async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Al-Fatihah (الفاتحة)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit item' }, LOADING);
    expect([valueOf(dialog, 'First ayah'), valueOf(dialog, 'Last ayah')]).toEqual(['1:1', '1:7']);
    expect(await within(dialog).findByText('Al-Fatihah 1–7 · 7 ayat', {}, LOADING)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'The Opener' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
        {
          method: 'PATCH',
          url: '/api/admin/syllabus-items/31',
          body: { kind: 'quran', from: '1:1', to: '1:7', title: 'The Opener' },
        },
      ]),
    );
    expect(await screen.findByText('Item saved.')).toBeTruthy();
  });
});

describe('a course’s syllabus form in Arabic', { timeout: 30_000 }, () => {
  it('lists the juz and says what a chosen range holds in Arabic', async () => {
    await renderInArabic();
    fireEvent.click(await screen.findByRole('button', { name: 'إضافة عنصر' }, LOADING));
    const dialog = await screen.findByRole('dialog', { name: 'إضافة عنصر' }, LOADING);
    const juz = (await within(dialog).findByLabelText(
      'أو جزءًا كاملًا',
      {},
      LOADING,
    )) as HTMLSelectElement;
    expect(juz.options[30]?.text).toBe('الجزء 30: An-Naba 1 – An-Nas 6');
    fireEvent.change(juz, { target: { value: '30' } });
    expect(within(dialog).getByText(/^An-Naba 1 – An-Nas 6 · \d+ آية$/)).toBeTruthy();
  });
});
