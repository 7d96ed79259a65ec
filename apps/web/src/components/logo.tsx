import { SITE } from '../lib/page-meta.ts';

/** The word اقرأ of the mark, the same in every language. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- the brand's Arabic word
const IQRA = 'اقرأ';

/** The school's mark: an eight-point star with the word اقرأ, and the name. */
export function Logo({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const onDark = tone === 'dark';
  return (
    <span className="flex items-center gap-2">
      <svg viewBox="0 0 64 64" width="36" height="36" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill={onDark ? '#ffffff' : '#0f5132'} />
        <g fill="none" stroke={onDark ? '#0f5132' : '#c9a227'} strokeWidth="3">
          <rect x="18" y="18" width="28" height="28" />
          <rect x="18" y="18" width="28" height="28" transform="rotate(45 32 32)" />
        </g>
      </svg>
      <span
        className={`text-xl font-bold tracking-tight ${onDark ? 'text-white' : 'text-primary'}`}
      >
        {SITE}
      </span>
      <span
        lang="ar"
        dir="rtl"
        className={`hidden text-lg sm:inline ${onDark ? 'text-[#f1d77a]' : 'text-gold-dark'}`}
      >
        {IQRA}
      </span>
    </span>
  );
}
