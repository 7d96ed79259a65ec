import type { ComponentType } from 'react';
import { LoadingLine } from './loading-line.tsx';

/**
 * A signed-in page's top while nobody is known yet. The server renders it (the token is in the
 * browser's storage, so the server knows nobody), and so does the browser until the session
 * has answered; the page then renders the same top in the same place. The visitor reads the
 * page's heading with the first paint, not after the app, the session and the page's data
 * have come one after another, and nothing moves when the rest arrives.
 */
export function PageFrame({ Top }: { Top: ComponentType }) {
  return (
    <main className="container-page py-10">
      <Top />
      <LoadingLine className="mt-8" />
    </main>
  );
}

/** A signed-in page's waiting view (its route's `handle.Waiting`): its top in the frame. */
export function framed(Top: ComponentType): ComponentType {
  return function Framed() {
    return <PageFrame Top={Top} />;
  };
}
