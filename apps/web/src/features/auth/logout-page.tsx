// Placeholder until this page is built.
export function LogoutPage() {
  return (
    <main className="container-page py-10">
      <h1 className="text-3xl">Logout</h1>
    </main>
  );
}
