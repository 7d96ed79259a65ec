import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

// The spec's stats strip, word for word.
const STATS: { id: number; name: MessageDescriptor; value: MessageDescriptor | string }[] = [
  { id: 1, name: msg`Students enrolled`, value: msg`+ 1M` },
  { id: 2, name: msg`Courses available`, value: '+ 500' },
  { id: 3, name: msg`Languages supported`, value: '5' },
];

/** Three figures on the primary green, numbers in the gold accent. */
export function StatsStrip() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="stats-title" className="bg-primary py-12 text-white sm:py-16">
      <div className="container-page">
        <h2 id="stats-title" className="sr-only">
          <Trans>Iqra in numbers</Trans>
        </h2>
        <dl className="grid gap-8 text-center sm:grid-cols-3">
          {STATS.map((stat) => (
            <div key={stat.id} className="flex flex-col-reverse gap-1">
              <dt className="text-lg text-white/90">{i18n._(stat.name)}</dt>
              <dd className="text-4xl font-bold tracking-tight text-[#f1d77a] sm:text-5xl">
                {typeof stat.value === 'string' ? stat.value : i18n._(stat.value)}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
