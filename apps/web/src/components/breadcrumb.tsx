import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { FrameIcon } from './frame-icon.tsx';
import type { EnglishMark } from './in-english.ts';

export interface Crumb {
  label: string;
  to?: string;
  /** Set when the label is staff's English on an Arabic page (`englishOf`). */
  mark?: EnglishMark;
}

/** "Home > Account": links for the way back, the current page last and unlinked. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumb`} className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`} className="flex items-center gap-1">
            {index > 0 && <FrameIcon name="angle-right" className="text-xs" />}
            {item.to ? (
              <Link to={item.to} className="hover:text-primary hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-ink" {...item.mark}>
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
