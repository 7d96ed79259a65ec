import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { PageLoading } from '../../components/page-loading.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { useBook, useNotFound } from '../../lib/catalog.ts';
import { useStartBookPayment } from './api.ts';
import {
  CHECKOUT_TITLE,
  CheckoutLayout,
  CheckoutLoadFailed,
  CheckoutNotFound,
  OrderSummary,
  usePayNow,
} from './checkout-parts.tsx';
import { englishOf } from '../../components/in-english.ts';
import { isAlreadyOwned } from './payment-rules.ts';

export function BookCheckoutPage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  usePageMeta(i18n._(CHECKOUT_TITLE), t`Buy a book for your studies and pay securely online.`);
  const { id = '' } = useParams();
  const book = useBook(id);
  const payment = useStartBookPayment();
  const { start, busy } = usePayNow(payment);

  const notFound = useNotFound(book.error, 'book');

  if (book.isPending) return <PageLoading />;
  if (notFound)
    return <CheckoutNotFound title={t`Book not found`} to="/books" linkLabel={t`See all books`} />;
  const item = book.data?.data;
  if (!item) return <CheckoutLoadFailed onRetry={() => void book.refetch()} />;

  return (
    <CheckoutLayout
      crumbs={[
        { label: t`Home`, to: '/' },
        { label: t`Books`, to: '/books' },
        { label: t`Checkout` },
      ]}
      intro={t`Complete your payment process to get the book.`}
      onSubmit={() => start({ book: item.id })}
      options={
        <fieldset>
          <legend className="text-xl font-bold">
            <Trans>Book</Trans>
          </legend>
          <label
            htmlFor="book-option"
            className="mt-3 flex cursor-pointer items-center gap-4 rounded-xl border-2 border-primary bg-tint p-4"
          >
            <input
              id="book-option"
              type="radio"
              name="book"
              value={item.id}
              defaultChecked
              aria-labelledby="book-option-title book-option-price"
              className="h-5 w-5 shrink-0 accent-primary"
            />
            <img
              src={item.thumbnail}
              alt=""
              width={300}
              height={400}
              className="aspect-[3/4] w-16 shrink-0 rounded-md border border-line object-cover"
            />
            <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3">
              <span id="book-option-title" className="font-semibold" {...englishOf(item, 'title')}>
                {item.title}
              </span>
              <span id="book-option-price" className="font-bold text-primary">
                {format.price(item.price)}
              </span>
            </span>
          </label>
        </fieldset>
      }
      summary={
        <OrderSummary
          price={item.price}
          lines={[
            { label: t`Book`, value: item.title, mark: englishOf(item, 'title') },
            {
              label: t`Description`,
              value: item.description,
              mark: englishOf(item, 'description'),
            },
          ]}
          emptyText=""
          canPay
          busy={busy}
          after={
            isAlreadyOwned(payment.error) && (
              <div role="alert" className="mt-4 rounded-lg border border-primary/30 bg-tint p-3">
                <p className="font-medium">
                  <Trans>You already own this book.</Trans>
                </p>
                <Link
                  to="/learning?tab=books"
                  className="mt-1 inline-block font-semibold text-primary underline"
                >
                  <Trans>Open it in My Books</Trans>
                </Link>
              </div>
            )
          }
        />
      }
    />
  );
}
