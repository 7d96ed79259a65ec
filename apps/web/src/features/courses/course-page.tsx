// Placeholder until this page is built.
export function CoursePage() {
  return (
    <main className="container-page py-10">
      <h1 className="text-3xl">Course</h1>
    </main>
  );
}
