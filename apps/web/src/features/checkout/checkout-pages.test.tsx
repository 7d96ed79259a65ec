import {
  BOOK_ALREADY_OWNED,
  bookSummarySchema,
  familySchema,
  userSchema,
  listOf,
  messageSchema,
  one,
  paymentStartedSchema,
  productSchema,
  tierGroupSchema,
  validationErrorSchema,
  type BookSummary,
  type Product,
  type TierGroup,
} from '@iqra/contracts';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookCheckoutPage } from './book-checkout-page.tsx';
import { CourseCheckoutPage } from './course-checkout-page.tsx';
import { englishI18n } from '../../i18n/i18n.ts';
import { playApi, renderIn } from '../../test-utils/played-api.tsx';
import { NO_PLAN_MESSAGE, START_FAILED_MESSAGE } from './payment-rules.ts';
import { answer, contractBody } from '../../test-utils/api-answers.ts';

// The API's answers are played at the network edge (fetch) and in the query cache, in the
// contract's shapes; the pages, hooks and API client are the real ones.

const course: Product = {
  id: 3,
  slug: 'tajweed',
  name: 'Tajweed',
  image: '/images/courses/tajweed.jpg',
  imageAlt: 'A page of the Quran with colour-coded tajweed rules',
  description: 'Recite the Quran beautifully.',
  href: '/courses/tajweed',
  category: { name: 'Quran', slug: 'quran' },
};

const tier = (id: number, minutes: number, name: string, price: number) => ({
  id,
  slug: `${minutes}-${name.toLowerCase()}`,
  name,
  price,
  description: `${name} plan of ${minutes}-minute classes.`,
  features: [],
  featured: false,
});

const groups: TierGroup[] = [
  {
    id: 1,
    name: '30 Minutes',
    minutes: 30,
    tiers: [tier(1, 30, 'Basic', 39), tier(2, 30, 'Standard', 55)],
  },
  {
    id: 2,
    name: '60 Minutes',
    minutes: 60,
    tiers: [tier(5, 60, 'Basic', 69), tier(6, 60, 'Standard', 99)],
  },
];

const book: BookSummary = {
  id: 2,
  title: 'Tajweed Made Simple',
  description: 'A friendly guide to tajweed.',
  price: 24.99,
  thumbnail: '/images/books/tajweed-made-simple/thumb.jpg',
};

/** A parent signed in, with a daughter: whom a course is for is theirs to choose. */
function signInParent(client: QueryClient) {
  client.setQueryData(
    ['session'],
    contractBody(userSchema, {
      id: 7,
      firstName: 'Khadija',
      lastName: 'Haddad',
      gender: 2,
      phone: '+962 6 555 0100',
      whatsapp: '',
      country_id: null,
      age: 38,
      email: 'parent@example.com',
      avatar: null,
      role: 'student',
      time_zone: 'Asia/Amman',
      language: null,
      digits: 'latn',
      hijri: false,
    }),
  );
  client.setQueryData(
    ['me', 'family'],
    contractBody(one(familySchema), {
      data: {
        children: [
          {
            id: 41,
            firstName: 'Hana',
            lastName: 'Haddad',
            birth_year: 2019,
            age: 8,
            gender: 2,
            same_gender_tutor: false,
            time_zone: 'Asia/Amman',
            consent_at: '2027-01-04T09:00:00.000Z',
            has_sign_in: false,
          },
        ],
      },
    }),
  );
}

function renderAt(
  path: string,
  pattern: string,
  page: ReactNode,
  { parent = false }: { parent?: boolean } = {},
) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  if (parent) signInParent(client);
  client.setQueryData(
    ['products', 'one', 'tajweed'],
    contractBody(one(productSchema), { data: course }),
  );
  client.setQueryData(['tiers'], contractBody(listOf(tierGroupSchema), { data: groups }));
  client.setQueryData(['books', 'one', '2'], contractBody(one(bookSummarySchema), { data: book }));
  return render(
    <I18nProvider i18n={englishI18n()}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={pattern} element={page} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

let fetchMock: ReturnType<typeof vi.fn>;
let alertMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  alertMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('alert', alertMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The API's answer to a payment started: the provider's page at `approvalUrl`. */
const startedAt = (approvalUrl: string) =>
  answer(
    paymentStartedSchema,
    { approval_url: approvalUrl, payment_id: '0b6d3c8e-5f4a-4e2b-9c1d-7a8e6f5b4c3d' },
    201,
  );

const payNow = () => screen.getByRole('button', { name: 'Pay now' }) as HTMLButtonElement;

describe('course checkout', () => {
  const renderCourse = (path = '/courses/tajweed/checkout') =>
    renderAt(path, '/courses/:slug/checkout', <CourseCheckoutPage />);

  it('keeps Pay now disabled until a plan is chosen, then sums up that plan', () => {
    renderCourse();
    expect(payNow().disabled).toBe(true);
    const sixty = screen.getByRole('group', { name: '60 Minute Plans' });
    fireEvent.click(within(sixty).getByRole('radio', { name: /Standard/ }));
    expect(payNow().disabled).toBe(false);
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(summary.textContent).toContain('$99');
    expect(summary.textContent).toContain('60 minutes');
    expect(summary.textContent).toContain('Standard plan of 60-minute classes.');
  });

  it('starts with the plan a link names (?plan=), and with none for a plan that does not exist', () => {
    renderCourse('/courses/tajweed/checkout?plan=60-standard');
    const standard = screen.getByRole('radio', { name: /Standard \$99/ }) as HTMLInputElement;
    expect(standard.checked).toBe(true);
    expect(payNow().disabled).toBe(false);
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(summary.textContent).toContain('60 minutes');
    cleanup();

    renderCourse('/courses/tajweed/checkout?plan=60-platinum');
    const plans = (screen.getAllByRole('radio') as HTMLInputElement[]).filter(
      (radio) => radio.name === 'tier',
    );
    expect(plans.filter((plan) => plan.checked)).toEqual([]);
    expect(payNow().disabled).toBe(true);
  });

  it('alerts and sends nothing when the form is submitted without a plan', () => {
    const { container } = renderCourse();
    fireEvent.submit(container.querySelector('form')!);
    expect(alertMock).toHaveBeenCalledWith(englishI18n()._(NO_PLAN_MESSAGE));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('alerts when the approval address is not a web address, and frees Pay now again', async () => {
    fetchMock.mockResolvedValue(startedAt('javascript:alert(1)'));
    renderCourse();
    fireEvent.click(screen.getByRole('radio', { name: /Basic \$39/ }));
    fireEvent.click(payNow());
    await waitFor(() =>
      expect(alertMock).toHaveBeenCalledWith(englishI18n()._(START_FAILED_MESSAGE)),
    );
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/payments/paypal');
    expect(JSON.parse(init.body as string)).toEqual({ product: 'tajweed', tier: '30-basic' });
    await waitFor(() => expect(payNow().disabled).toBe(false));
  });

  it('lets a parent buy the course for a child, named in the summary and sent as the learner', async () => {
    fetchMock.mockResolvedValue(startedAt('javascript:alert(1)'));
    renderAt('/courses/tajweed/checkout', '/courses/:slug/checkout', <CourseCheckoutPage />, {
      parent: true,
    });
    const whom = screen.getByRole('group', { name: 'Who is this course for?' });
    expect(within(whom).getByRole('radio', { name: 'Me' })).toHaveProperty('checked', true);
    fireEvent.click(within(whom).getByRole('radio', { name: 'Hana' }));
    fireEvent.click(screen.getByRole('radio', { name: /Basic \$39/ }));
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(summary.textContent).toContain('ForHana');
    fireEvent.click(payNow());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({
      product: 'tajweed',
      tier: '30-basic',
      learner: 41,
    });
  });

  it('logs a failed start, shows no message and frees Pay now again', async () => {
    fetchMock.mockResolvedValue(
      answer(
        validationErrorSchema,
        {
          message: 'The selected tier is invalid.',
          errors: { tier: ['The selected tier is invalid.'] },
        },
        422,
      ),
    );
    renderCourse();
    fireEvent.click(screen.getByRole('radio', { name: /Basic \$39/ }));
    fireEvent.click(payNow());
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    await waitFor(() => expect(payNow().disabled).toBe(false));
    expect(alertMock).not.toHaveBeenCalled();
  });

  it('explains a cancelled payment on return from the provider', () => {
    renderCourse('/courses/tajweed/checkout?payment=cancelled');
    expect(screen.getByText('Your payment was cancelled. You have not been charged.')).toBeTruthy();
  });
});

describe('book checkout', () => {
  const renderBook = () =>
    renderAt('/books/2/checkout', '/books/:id/checkout', <BookCheckoutPage />);

  it('says the book is already owned on a 409, links to My Books, and frees Pay now', async () => {
    fetchMock.mockResolvedValue(answer(messageSchema, { message: BOOK_ALREADY_OWNED }, 409));
    renderBook();
    expect(
      (screen.getByRole('radio', { name: /Tajweed Made Simple/ }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(payNow());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('You already own this book.');
    expect(within(alert).getByRole('link').getAttribute('href')).toBe('/learning?tab=books');
    expect(
      JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string),
    ).toEqual({
      book: 2,
    });
    expect(payNow().disabled).toBe(false);
  });
});

describe('checkout in Arabic', () => {
  /** The API as the pages read it: the course, its plans and the book. */
  const playCatalogue = () =>
    playApi((call) => {
      if (call.url.endsWith('/api/products/tajweed'))
        return answer(one(productSchema), { data: course });
      if (call.url.endsWith('/api/tiers')) return answer(listOf(tierGroupSchema), { data: groups });
      if (call.url.endsWith('/api/books/2')) return answer(one(bookSummarySchema), { data: book });
      return undefined;
    });

  it('names the plans, the summary and Pay now in Arabic, the course’s own name kept', async () => {
    playCatalogue();
    await renderIn(
      'ar',
      <CourseCheckoutPage />,
      '/courses/tajweed/checkout?plan=60-standard',
      '/courses/:slug/checkout',
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('إتمام الدفع');
    expect(screen.getByRole('group', { name: 'باقات 60 دقيقة' })).toBeDefined();
    const summary = screen.getByRole('complementary', { name: 'ملخّص الطلب' });
    expect(summary.textContent).toContain('60 دقيقة');
    expect(summary.textContent).toContain('Tajweed');
    expect(screen.getByRole('button', { name: 'ادفع الآن' })).toHaveProperty('disabled', false);
  });

  it('tells in Arabic what to do before a plan is chosen, and alerts in Arabic', async () => {
    playCatalogue();
    const { container } = await renderIn(
      'ar',
      <CourseCheckoutPage />,
      '/courses/tajweed/checkout',
      '/courses/:slug/checkout',
    );
    const summary = await screen.findByRole('complementary', { name: 'ملخّص الطلب' });
    expect(summary.textContent).toContain('اختر باقة لترى سعر Tajweed.');
    vi.stubGlobal('alert', alertMock);
    fireEvent.submit(container.querySelector('form')!);
    expect(alertMock).toHaveBeenCalledWith('يُرجى اختيار باقة لمتابعة الدفع.');
  });
});
