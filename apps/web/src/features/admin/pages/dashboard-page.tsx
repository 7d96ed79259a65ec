import { REPORT_PERIODS, type ReportPeriod } from '@iqra/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingLine } from '../../../components/loading-line.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useHydrated } from '../../../lib/use-hydrated.tsx';
import type { PeriodChoice } from '../dashboard/api.ts';

// The back office's front page: the school at a glance. Its heading and the period's choice
// come with the frame (on the server too); the figures, charts and lists load with their own
// code once staff are known (decision 047).

const DashboardFigures = lazy(() => import('../dashboard/figures.tsx'));

type Choice = ReportPeriod | 'custom';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const NO_QUERY = new URLSearchParams();

/**
 * The period the address asks for (Back and a shared link keep it): `?period=last_month`, or
 * `?from=2026-01-01&to=2026-03-31`; this month when it asks for none (or for nothing we know).
 */
export function periodOf(search: URLSearchParams): PeriodChoice {
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  if (DAY.test(from) && DAY.test(to)) return { from, to };
  const period = search.get('period');
  const named = REPORT_PERIODS.find((value) => value === period);
  return { period: named ?? 'this_month' };
}

/** The address's query for a period: none for this month, the default. */
function searchOf(choice: PeriodChoice): Record<string, string> {
  if ('from' in choice) return { from: choice.from, to: choice.to };
  return choice.period === 'this_month' ? {} : { period: choice.period };
}

export function DashboardPage({ ready }: { ready: boolean }) {
  const { t } = useLingui();
  usePageMeta(t`Back office`);
  const id = useId();
  const [address, setSearch] = useSearchParams();
  // The server's HTML is the same for every query: the address's period is read once the page
  // is the app's, so that taking the HTML over finds it as it was sent.
  const search = useHydrated() ? address : NO_QUERY;
  const asked = periodOf(search);
  // What is picked shows at once; the address follows (a navigation, which React may finish a
  // moment later). Back and Forward change the address, and what is picked follows it.
  const picked: Choice = 'from' in asked ? 'custom' : asked.period;
  const [choice, setChoice] = useState<Choice>(picked);
  const [seen, setSeen] = useState(search.toString());
  const [range, setRange] = useState({ from: '', to: '' });
  if (seen !== search.toString()) {
    setSeen(search.toString());
    setChoice(picked);
    if ('from' in asked) setRange({ from: asked.from, to: asked.to });
  }
  const choices: { value: Choice; label: string }[] = [
    { value: 'this_week', label: t`This week` },
    { value: 'this_month', label: t`This month` },
    { value: 'last_month', label: t`Last month` },
    { value: 'custom', label: t`Custom range` },
  ];
  const show = (next: PeriodChoice) => setSearch(searchOf(next), { preventScrollReset: true });
  const choose = (value: Choice) => {
    setChoice(value);
    if (value !== 'custom') show({ period: value });
  };
  const showRange = (event: FormEvent) => {
    event.preventDefault();
    if (range.from && range.to) show({ from: range.from, to: range.to });
  };
  return (
    <>
      <h1 className="text-2xl sm:text-3xl">
        <Trans>Back office</Trans>
      </h1>
      <p className="mt-1 max-w-2xl text-muted">
        <Trans>
          What came in, who joined and who is about to stop, how classes went, and what needs doing,
          each against the period before.
        </Trans>
      </p>
      <form className="mt-4 flex flex-wrap items-end gap-3" onSubmit={showRange}>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="mb-1 text-sm font-semibold">
            <Trans>Period</Trans>
          </legend>
          {choices.map((item) => (
            <label
              key={item.value}
              className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm ${
                choice === item.value
                  ? 'border-primary bg-tint font-semibold text-primary'
                  : 'border-line bg-white'
              }`}
            >
              <input
                type="radio"
                name={`${id}-period`}
                value={item.value}
                checked={choice === item.value}
                onChange={() => choose(item.value)}
              />
              {item.label}
            </label>
          ))}
        </fieldset>
        {choice === 'custom' && (
          <div className="flex flex-wrap items-end gap-2">
            <label className="text-sm font-semibold">
              <Trans>First day</Trans>
              <input
                type="date"
                required
                className="mt-1 block min-h-11 rounded-md border border-line px-2 font-normal"
                value={range.from}
                onChange={(event) => setRange({ ...range, from: event.target.value })}
              />
            </label>
            <label className="text-sm font-semibold">
              <Trans>Last day</Trans>
              <input
                type="date"
                required
                min={range.from || undefined}
                className="mt-1 block min-h-11 rounded-md border border-line px-2 font-normal"
                value={range.to}
                onChange={(event) => setRange({ ...range, to: event.target.value })}
              />
            </label>
            <button type="submit" className="btn btn-primary">
              <Trans>Show</Trans>
            </button>
          </div>
        )}
      </form>
      {ready ? (
        <Suspense fallback={<LoadingLine />}>
          <DashboardFigures choice={asked} />
        </Suspense>
      ) : (
        <LoadingLine />
      )}
    </>
  );
}
