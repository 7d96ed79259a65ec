const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The demo provider's "hosted" page: a plain form, honest about being a test. */
export function renderDemoPage(input: {
  orderId: string;
  what: string;
  amountCents: number;
  status: string;
}): string {
  const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
    input.amountCents / 100,
  );
  const token = escapeHtml(input.orderId);
  const open = input.status === 'created';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Test payment — no money is taken</title>
<style>
  body { font-family: system-ui, sans-serif; background: #fafaf7; color: #1f2937; margin: 0; }
  main { max-width: 32rem; margin: 4rem auto; padding: 2rem; background: #fff; border: 1px solid #e5e7eb; border-radius: 12px; }
  h1 { font-size: 1.5rem; margin-top: 0; }
  .note { background: #fff7e0; border: 1px solid #c9a227; border-radius: 8px; padding: .75rem 1rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .5rem 1rem; }
  dt { font-weight: 600; }
  .actions { display: flex; gap: .75rem; margin-top: 1.5rem; }
  button { min-height: 44px; padding: .5rem 1.25rem; border-radius: 8px; font-weight: 600; font-size: 1rem; cursor: pointer; }
  .approve { background: #0f5132; color: #fff; border: 1px solid #0f5132; }
  .cancel { background: #fff; color: #0f5132; border: 1px solid #0f5132; }
  button:focus-visible { outline: 2px solid #c9a227; outline-offset: 2px; }
</style>
</head>
<body>
<main>
  <h1>Test payment — no money is taken</h1>
  <p class="note">This is Iqra's built-in test payment page. No card is asked for and nothing is charged.</p>
  <dl>
    <dt>Item</dt><dd>${escapeHtml(input.what)}</dd>
    <dt>Amount</dt><dd>${amount}</dd>
  </dl>
  ${
    open
      ? `<div class="actions">
    <form method="get" action="/api/payments/return"><input type="hidden" name="token" value="${token}"><button class="approve" type="submit">Approve</button></form>
    <form method="get" action="/api/payments/cancel"><input type="hidden" name="token" value="${token}"><button class="cancel" type="submit">Cancel</button></form>
  </div>`
      : `<p>This payment is already ${input.status === 'capturing' ? 'being confirmed' : escapeHtml(input.status)}.</p>
  <form method="get" action="/api/payments/return"><input type="hidden" name="token" value="${token}"><button class="approve" type="submit">Continue</button></form>`
  }
</main>
</body>
</html>`;
}
