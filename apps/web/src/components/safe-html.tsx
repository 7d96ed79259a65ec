import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Server-supplied HTML, sanitized again here before it reaches the page (ARCHITECTURE.md). */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
