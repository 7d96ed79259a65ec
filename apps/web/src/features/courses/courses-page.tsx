// Placeholder until this page is built.
export function CoursesPage() {
  return (
    <main className="container-page py-10">
      <h1 className="text-3xl">Courses</h1>
    </main>
  );
}
