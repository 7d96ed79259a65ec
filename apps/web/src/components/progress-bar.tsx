/**
 * A share done, 0–100, as a bar with its number (a course's progress, for its learner and for
 * staff); '—' when there is nothing to measure it against.
 */
export function ProgressBar({ value, label }: { value: number | null; label: string }) {
  if (value === null) return <span>—</span>;
  return (
    <div className="flex min-w-32 items-center gap-2">
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-label={label}
        className="h-2 flex-1 overflow-hidden rounded-md bg-line"
      >
        <div className="h-full bg-primary" style={{ width: `${value}%` }} />
      </div>
      <span className="text-sm font-semibold tabular-nums">{value}%</span>
    </div>
  );
}
