// Placeholder until this page is built.
export function LearningPage() {
  return (
    <main className="container-page py-10">
      <h1 className="text-3xl">Learning</h1>
    </main>
  );
}
