// Placeholder until this page is built.
export function RegisterPage() {
  return (
    <main className="container-page py-10">
      <h1 className="text-3xl">Sign up</h1>
    </main>
  );
}
