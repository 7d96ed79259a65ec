// Placeholder until this page is built.
export function BookCheckoutPage() {
  return (
    <main className="container-page py-10">
      <h1 className="text-3xl">Make a payment</h1>
    </main>
  );
}
