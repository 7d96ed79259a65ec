import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Server-supplied HTML, sanitized again here before it reaches the page (ARCHITECTURE.md).
 * DOMPurify needs a DOM: rendered on the server, the HTML is the API's own, which sanitizes it
 * on save and on display; the browser sanitizes it again as it hydrates.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(
    () =>
      DOMPurify.isSupported ? DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }) : html,
    [html],
  );
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
