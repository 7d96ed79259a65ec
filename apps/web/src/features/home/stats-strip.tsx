// The spec's stats strip, word for word.
const STATS = [
  { id: 1, name: 'Students enrolled', value: '+ 1M' },
  { id: 2, name: 'Courses available', value: '+ 500' },
  { id: 3, name: 'Languages supported', value: '5' },
];

/** Three figures on the primary green, numbers in the gold accent. */
export function StatsStrip() {
  return (
    <section aria-labelledby="stats-title" className="bg-primary py-12 text-white sm:py-16">
      <div className="container-page">
        <h2 id="stats-title" className="sr-only">
          Iqra in numbers
        </h2>
        <dl className="grid gap-8 text-center sm:grid-cols-3">
          {STATS.map((stat) => (
            <div key={stat.id} className="flex flex-col-reverse gap-1">
              <dt className="text-lg text-white/90">{stat.name}</dt>
              <dd className="text-4xl font-bold tracking-tight text-[#f1d77a] sm:text-5xl">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
