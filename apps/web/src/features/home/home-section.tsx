import type { ReactNode } from 'react';

/**
 * One band of the home page. Bands alternate white and the primary tint (docs/design.md), with
 * 48 px of vertical rhythm on phones and 64–96 px on larger screens.
 */
export function HomeSection({
  id,
  labelledBy,
  tone,
  children,
}: {
  id?: string;
  labelledBy: string;
  tone: 'white' | 'tint';
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={`py-12 sm:py-16 lg:py-24 ${tone === 'tint' ? 'bg-tint' : 'bg-white'}`}
    >
      <div className="container-page">{children}</div>
    </section>
  );
}

/** A small label, the section's h2 and a line of lead text, centred above the content. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'center',
}: {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  align?: 'center' | 'left';
}) {
  return (
    <div className={align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      {eyebrow && (
        <p className="text-sm font-semibold uppercase tracking-wider text-gold-dark">{eyebrow}</p>
      )}
      <h2 id={id} className="mt-2 text-3xl sm:text-4xl">
        {title}
      </h2>
      {lead && <p className="mt-4 text-lg text-muted">{lead}</p>}
    </div>
  );
}
