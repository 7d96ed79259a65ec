import { lazy, type ComponentType } from 'react';

/**
 * Settles once the element with `id` comes within `margin` of the viewport, or leaves the
 * document (the visitor followed a link within the app first: the code then loads, so the
 * component is there when they come back); at once on the server, when the element is not
 * in the document yet (a page the browser renders itself), or where the browser cannot tell.
 */
function near(id: string, margin: string): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined')
    return Promise.resolve();
  const element = document.getElementById(id);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const settle = () => {
      approach.disconnect();
      removal.disconnect();
      resolve();
    };
    const approach = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) settle();
      },
      { rootMargin: `${margin} 0px` },
    );
    const removal = new MutationObserver(() => {
      if (!element.isConnected) settle();
    });
    approach.observe(element);
    removal.observe(document.body, { childList: true, subtree: true });
  });
}

/**
 * A component far below the fold whose code loads when the visitor comes near it. Render it
 * inside `<Suspense>`, inside an element with `id` rendered by the parent. On a page the
 * server rendered, the browser keeps the server's HTML of it (readable, but not interactive)
 * until then, so its script is not part of the page's first load.
 */
export function lazyWhenNear<Props extends object>(
  id: string,
  load: () => Promise<ComponentType<Props>>,
  margin = '800px',
) {
  return lazy(() => near(id, margin).then(async () => ({ default: await load() })));
}
