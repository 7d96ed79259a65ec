import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useState } from 'react';
import type { BarSeries } from './chart.tsx';
import { downloadCsv } from './csv.ts';

// One chart of the dashboard: its title, the bars, the same numbers as a table (read by screen
// readers always, shown to everyone on request) and as a CSV download.

const BarChart = lazy(() => import('./chart.tsx'));

type Cell = string | number;

export function ChartFigure({
  title,
  description,
  filename,
  header,
  rows,
  chart,
}: {
  title: string;
  description?: string;
  filename: string;
  /** The table's column headings; the first column names each row. */
  header: string[];
  /** The table's rows as shown, and as the CSV has them (numbers unformatted). */
  rows: { shown: string[]; raw: Cell[] }[];
  chart: {
    labels: string[];
    series: BarSeries[];
    horizontal?: boolean;
    format?: (value: number) => string;
  };
}) {
  const { i18n } = useLingui();
  const id = useId();
  const [tableShown, setTableShown] = useState(false);
  const rtl = i18n.locale === 'ar';
  const height = chart.horizontal ? Math.max(160, chart.labels.length * 28 + 60) : 256;
  return (
    <figure className="card min-w-0 p-5" aria-labelledby={`${id}-title`}>
      <figcaption>
        <h3 id={`${id}-title`} className="text-lg">
          {title}
        </h3>
        {description && <p className="text-sm text-muted">{description}</p>}
      </figcaption>
      {/* Clipped: while Chart.js follows a narrower window its canvas is a frame too wide. */}
      <div className="relative mt-4 overflow-hidden" style={{ height }}>
        {rows.length === 0 ? (
          <p className="text-muted">
            <Trans>Nothing to show for this period.</Trans>
          </p>
        ) : (
          <Suspense fallback={null}>
            <BarChart {...chart} rtl={rtl} />
          </Suspense>
        )}
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-outline text-sm"
          aria-expanded={tableShown}
          aria-controls={`${id}-table`}
          onClick={() => setTableShown((shown) => !shown)}
        >
          {tableShown ? <Trans>Hide the table</Trans> : <Trans>Show the table</Trans>}
        </button>
        <button
          type="button"
          className="btn btn-outline text-sm"
          onClick={() => downloadCsv([header, ...rows.map((row) => row.raw)], filename)}
        >
          <i className="pi pi-download text-sm" aria-hidden />
          <Trans>Download CSV</Trans>
          <span className="sr-only">: {title}</span>
        </button>
      </div>
      {/* Focusable once shown: a wide table scrolls sideways on a phone. */}
      <div
        id={`${id}-table`}
        className={tableShown ? 'mt-3 overflow-x-auto' : 'sr-only'}
        tabIndex={tableShown ? 0 : undefined}
        role={tableShown ? 'region' : undefined}
        aria-label={tableShown ? title : undefined}
      >
        <table className="w-full text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              {header.map((cell, index) => (
                <th
                  key={cell}
                  scope="col"
                  className={`border-b border-line px-2 py-1 first:ps-0 ${index === 0 ? 'text-start' : 'text-end'}`}
                >
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.shown[0]}>
                {row.shown.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row" className="py-1 pe-2 text-start font-normal">
                      {cell}
                    </th>
                  ) : (
                    <td key={index} className="px-2 py-1 text-end whitespace-nowrap tabular-nums">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
