import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { englishI18n } from '../../i18n/i18n.ts';
import { PaymentToast } from './payment-toast.tsx';

afterEach(cleanup);

/** The toast's code loads when there is a payment to tell about: the first time takes a while. */
const LOADING = { timeout: 10_000 };

/** Shows where the router is, so the test sees ?payment= leave the address. */
function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

function renderAt(path: string) {
  return render(
    <I18nProvider i18n={englishI18n()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/learning"
            element={
              <>
                <PaymentToast />
                <Address />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
}

describe('the payment toast on /learning', () => {
  it('tells a learner sent back for a book they already own that they were not charged', async () => {
    renderAt('/learning?tab=books&payment=owned');
    expect(await screen.findByText('You already own this book', {}, LOADING)).toBeTruthy();
    expect(
      screen.getByText(
        'We did not take this payment, so you have not been charged. Your book is below.',
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText('address').textContent).toBe('/learning?tab=books');
  });

  it('still announces a received payment', async () => {
    renderAt('/learning?tab=books&payment=success');
    expect(await screen.findByText('Payment received', {}, LOADING)).toBeTruthy();
    expect(screen.queryByText('You already own this book')).toBeNull();
  });
});
