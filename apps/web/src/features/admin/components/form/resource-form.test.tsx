import {
  adminBookCreateSchema,
  adminCategoryCreateSchema,
  adminListOf,
  adminSubscriptionCreateSchema,
  adminUserSchema,
  adminUserUpdateSchema,
  type AdminUser,
} from '@iqra/contracts';
import { msg } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render as renderBare, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishI18n } from '../../../../i18n/i18n.ts';
import { answer } from '../../../../test-utils/api-answers.ts';
import { playApi, renderIn } from '../../../../test-utils/played-api.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import type { FieldConfig } from '../resource-config.ts';
import { ResourceForm } from './resource-form.tsx';

afterEach(cleanup);

const render = (form: ReactNode) =>
  renderBare(<I18nProvider i18n={englishI18n()}>{form}</I18nProvider>);

const categoryFields: FieldConfig[] = [
  { name: 'name', label: 'Name', kind: 'text' },
  { name: 'slug', label: 'Slug', kind: 'text', slugFrom: 'name' },
  { name: 'featured', label: 'Featured', kind: 'checkbox' },
  { name: 'position', label: 'Position', kind: 'number', optional: true },
];

function renderCategoryForm(onSubmit = vi.fn(async () => undefined)) {
  render(
    <ResourceForm
      idPrefix="test"
      fields={categoryFields}
      mode="create"
      schema={adminCategoryCreateSchema}
      submitLabel="Create category"
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('ResourceForm', () => {
  it('checks with the shared schema before sending anything', async () => {
    const onSubmit = renderCategoryForm();
    submit('Create category');
    expect(await screen.findByText('The name field is required.')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the parsed values: slug from the name, empty optional fields left out', async () => {
    const onSubmit = renderCategoryForm();
    type('Name', 'Islamic History');
    await waitFor(() =>
      expect((screen.getByLabelText('Slug') as HTMLInputElement).value).toBe('islamic-history'),
    );
    fireEvent.click(screen.getByLabelText('Featured'));
    submit('Create category');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Islamic History',
      slug: 'islamic-history',
      featured: true,
    });
  });

  it('stops following the name once the slug is edited by hand', async () => {
    renderCategoryForm();
    type('Slug', 'history');
    type('Name', 'Islamic History');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((screen.getByLabelText('Slug') as HTMLInputElement).value).toBe('history');
  });

  it('puts the server’s 422 under its field, and any other failure on top', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError(422, 'The given data was invalid.', {
          slug: ['The slug has already been taken.'],
        }),
      )
      .mockRejectedValueOnce(new ApiError(409, 'This category still has courses.'));
    renderCategoryForm(onSubmit);
    type('Name', 'Quran');
    submit('Create category');
    expect(await screen.findByText('The slug has already been taken.')).toBeTruthy();
    submit('Create category');
    expect(await screen.findByText('This category still has courses.')).toBeTruthy();
  });

  it('edits with only the form’s fields; a blank new password is not sent', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(
      <ResourceForm
        idPrefix="user"
        fields={[
          { name: 'firstName', label: 'First name', kind: 'text' },
          { name: 'password', label: 'New password', kind: 'password', optional: true },
        ]}
        mode="edit"
        schema={adminUserUpdateSchema}
        record={{ id: 4, firstName: 'Amina', email: 'amina@example.com', password: 'x' }}
        submitLabel="Save"
        onSubmit={onSubmit}
      />,
    );
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('');
    submit('Save');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ firstName: 'Amina' }));
  });
});

describe('ResourceForm in Arabic', () => {
  it('reads in Arabic: labels, hints, a price in dollars and the learners found', async () => {
    const learner = (id: number, firstName: string): AdminUser => ({
      id,
      firstName,
      lastName: 'Rahman',
      gender: 1,
      phone: '',
      whatsapp: '',
      country_id: null,
      country: null,
      age: 12,
      email: `${firstName.toLowerCase()}@example.com`,
      role: 'student',
      time_zone: null,
      created_at: '2026-11-01T10:00:00.000Z',
      subscriptions_count: 0,
      same_gender_tutor: false,
      books: [],
    });
    playApi(({ url }) =>
      url.startsWith('/api/admin/users')
        ? answer(adminListOf(adminUserSchema), {
            data: [learner(1, 'Omar'), learner(2, 'Amina'), learner(3, 'Zayd')],
            meta: { total: 3, page: 1, per_page: 8 },
          })
        : undefined,
    );
    await renderIn(
      'ar',
      <ResourceForm
        idPrefix="grant"
        fields={[
          { name: 'user_id', label: msg`Learner`, kind: 'learner' },
          { name: 'price', label: msg`Price`, kind: 'price', hint: msg`Used in addresses.` },
        ]}
        mode="create"
        schema={adminSubscriptionCreateSchema}
        submitLabel="منح"
        onSubmit={vi.fn(async () => undefined)}
      />,
    );
    expect(screen.getByRole('group', { name: 'المتعلّم' })).toBeTruthy();
    expect(screen.getByText('اكتب حرفين على الأقل من الاسم أو البريد الإلكتروني.')).toBeTruthy();
    expect(screen.getByLabelText('السعر (بالدولار الأمريكي)')).toBeTruthy();
    expect(screen.getByText('يُستخدم في روابط الموقع.')).toBeTruthy();
    type('ابحث عن المتعلمين بالاسم أو البريد الإلكتروني', 'rahman');
    // Three is a "few" in Arabic's plural rules.
    expect(await screen.findByText('عُثر على 3 متعلمين.', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByLabelText('Omar Rahman · omar@example.com')).toBeTruthy();
  });

  it('names an empty image in Arabic, and refuses a file that is no image', async () => {
    await renderIn(
      'ar',
      <ResourceForm
        idPrefix="book"
        fields={[{ name: 'thumbnail', label: msg`Cover`, kind: 'image' }]}
        mode="create"
        schema={adminBookCreateSchema}
        submitLabel="إنشاء"
        onSubmit={vi.fn(async () => undefined)}
      />,
    );
    expect(screen.getByText('لا صورة بعد')).toBeTruthy();
    const input = screen.getByLabelText('الغلاف');
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(
      await screen.findByText('يجب أن يكون الملف صورة بصيغة JPEG أو PNG أو WebP.'),
    ).toBeTruthy();
  });
});
