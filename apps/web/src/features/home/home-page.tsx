// Placeholder until this page is built.
export function HomePage() {
  return (
    <main className="container-page py-10">
      <h1 className="text-3xl">Iqra</h1>
    </main>
  );
}
