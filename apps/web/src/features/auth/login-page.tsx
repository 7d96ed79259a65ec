// Placeholder until this page is built.
export function LoginPage() {
  return (
    <main className="container-page py-10">
      <h1 className="text-3xl">Sign in to your account</h1>
    </main>
  );
}
