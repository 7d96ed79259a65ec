import { one, quranTextSchema } from '@iqra/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { answer } from '../../../test-utils/api-answers.ts';
import { playApi, renderAt, renderIn } from '../../../test-utils/played-api.tsx';
import type { MistakeDraft } from './drafts.ts';
import { MistakesField } from './mistakes-field.tsx';

// A range over two pages of the mushaf: Al-Mursalat's last ayat end page 581, An-Naba begins
// page 582. The words stand in for the text (this is about the pages, not the words).
const TEXT = {
  from: '77:49',
  to: '78:2',
  ayat: [
    { ayah: '77:49', page: 581, words: ['وَيْلٌ', 'يَوْمَئِذٍ', 'لِّلْمُكَذِّبِينَ'] },
    { ayah: '77:50', page: 581, words: ['فَبِأَيِّ', 'حَدِيثٍۭ', 'بَعْدَهُۥ', 'يُؤْمِنُونَ'] },
    { ayah: '78:1', page: 582, words: ['عَمَّ', 'يَتَسَآءَلُونَ'] },
    { ayah: '78:2', page: 582, words: ['عَنِ', 'ٱلنَّبَإِ', 'ٱلْعَظِيمِ'] },
  ],
};

/** The API gives the range's text. */
const playText = () =>
  playApi((call) =>
    call.url.startsWith('/api/quran/text')
      ? answer(one(quranTextSchema), { data: TEXT })
      : undefined,
  );

function Field() {
  const [mistakes, setMistakes] = useState<MistakeDraft[]>([]);
  return (
    <MistakesField
      range={{ from: { surah: 77, ayah: 49 }, to: { surah: 78, ayah: 2 } }}
      mistakes={mistakes}
      onChange={setMistakes}
    />
  );
}

describe('the words of a range over several pages', () => {
  it('are shown a page at a time, each page saying how many mistakes it has', async () => {
    playText();
    renderAt(<Field />, '/teach');
    const first = await screen.findByRole('group', {
      name: 'Words of Al-Mursalat 49 – An-Naba 2, page 581',
    });
    expect(within(first).getAllByRole('button')).toHaveLength(7);
    expect(screen.getByText(/^Page 581/).textContent).toBe('Page 581 (1 of 2)');
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    const second = screen.getByRole('group', {
      name: 'Words of Al-Mursalat 49 – An-Naba 2, page 582',
    });
    expect(within(second).getAllByRole('button')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);

    // A mistake on An-Naba's first word, counted on its page and listed whatever page is shown.
    await userEvent.click(within(second).getAllByRole('button')[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Add mistake' }));
    expect(screen.getByText(/^Page 582/).textContent).toBe('Page 582 (2 of 2) · 1 mistake marked');
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByText(/^Page 581/).textContent).toBe('Page 581 (1 of 2)');
    expect(
      within(screen.getByRole('list', { name: 'Mistakes marked' })).getAllByRole('listitem'),
    ).toHaveLength(1);
  });
});

describe('the words of a range in Arabic', () => {
  it('turn a page at a time, and the mistakes marked read as a tutor says them', async () => {
    playText();
    await renderIn('ar', <Field />, '/teach');
    await screen.findByRole('group', { name: 'كلمات Al-Mursalat 49 – An-Naba 2، الصفحة 581' });
    expect(screen.getByText(/^الصفحة 581/).textContent).toBe('الصفحة 581 (1 من 2)');

    await userEvent.click(screen.getByRole('button', { name: 'الصفحة التالية' }));
    const second = screen.getByRole('group', {
      name: 'كلمات Al-Mursalat 49 – An-Naba 2، الصفحة 582',
    });
    await userEvent.click(within(second).getAllByRole('button')[0]!);
    const form = screen.getByRole('group', { name: 'خطأ في الكلمة 1 من الآية 78:1' });
    expect(within(form).getByRole('radio', { name: 'التجويد' })).toHaveProperty('checked', true);
    await userEvent.click(within(form).getByRole('radio', { name: 'نسيان أو تردّد' }));
    await userEvent.click(within(form).getByRole('radio', { name: 'تلقين (لقّنه المعلّم الكلمة)' }));
    await userEvent.click(screen.getByRole('button', { name: 'أضف الخطأ' }));

    expect(screen.getByText(/^الصفحة 582/).textContent).toBe('الصفحة 582 (2 من 2) · خطأ واحد مُعلَّم');
    const marked = screen.getByRole('list', { name: 'الأخطاء المحدَّدة' });
    expect(within(marked).getByRole('listitem').textContent).toBe(
      'عَمَّ (78:1، الكلمة 1): نسيان أو تردّد، تلقين (لقّنه المعلّم الكلمة)احذف',
    );
    expect(
      within(marked).getByRole('button', { name: 'احذف الخطأ في الكلمة 1 من 78:1' }),
    ).toBeDefined();
  });
});
