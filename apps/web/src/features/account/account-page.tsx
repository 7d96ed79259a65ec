// Placeholder until this page is built.
export function AccountPage() {
  return (
    <main className="container-page py-10">
      <h1 className="text-3xl">Account</h1>
    </main>
  );
}
