import type { ReactNode } from 'react';

/**
 * The narrow card of the small pages a mailed link opens (forgotten and new passwords,
 * unsubscribing), under their title.
 */
export function CardPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="container-page flex justify-center py-12">
      <div className="card w-full max-w-md p-6 sm:p-8">
        <h1 className="text-2xl sm:text-3xl">{title}</h1>
        {children}
      </div>
    </main>
  );
}

/**
 * What the server answered once the request went through (a sentence, which may hold marked-up
 * parts such as a `<bdi>` name), then where to go next.
 */
export function CardDone({ message, children }: { message: ReactNode; children: ReactNode }) {
  return (
    <div role="status" className="mt-6 space-y-4">
      <p className="rounded-lg border border-success bg-tint px-4 py-3 text-success">
        <i className="pi pi-check-circle me-2" aria-hidden />
        {message}
      </p>
      {children}
    </div>
  );
}

/** The card's full-width submit button, disabled with a spinner while the request is out. */
export function CardSubmit({ busy, children }: { busy: boolean; children: ReactNode }) {
  // Pressed before the page is the app's, the form is sent once it is (lib/start-up.ts).
  return (
    <button type="submit" className="btn btn-primary w-full" disabled={busy}>
      {busy && <i className="pi pi-spin pi-spinner" aria-hidden />}
      {children}
    </button>
  );
}
