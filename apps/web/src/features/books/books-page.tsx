// Placeholder until this page is built.
export function BooksPage() {
  return (
    <main className="container-page py-10">
      <h1 className="text-3xl">Books</h1>
    </main>
  );
}
