import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';

// The dashboard's charts, drawn by Chart.js (decision 047): bars only, so only the bar
// controller and its scales are loaded, and only here, in the back office's dashboard. Nothing
// animates (a page must not move by itself); each chart's numbers are also in a table beside
// it, which is what a screen reader reads: the canvas is hidden from it.

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

/** The school's colours for a chart's series, in order (styles.css: primary, gold, muted, danger). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- colours, not words
export const SERIES_COLOURS = ['#0f5132', '#c9a227', '#4b5563', '#b42318', '#3b82f6'];

export interface BarSeries {
  label: string;
  values: number[];
}

export function BarChart({
  labels,
  series,
  horizontal = false,
  stacked = false,
  rtl = false,
  format,
}: {
  labels: string[];
  series: BarSeries[];
  horizontal?: boolean;
  stacked?: boolean;
  rtl?: boolean;
  /** How a value reads on its axis and in the tooltip. */
  format?: (value: number) => string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const valueAxis = horizontal ? 'x' : 'y';
    const ticks = format ? { callback: (value: string | number) => format(Number(value)) } : {};
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels,
        datasets: series.map((item, index) => ({
          label: item.label,
          data: item.values,
          backgroundColor: SERIES_COLOURS[index % SERIES_COLOURS.length],
          borderRadius: 3,
        })),
      },
      options: {
        indexAxis: horizontal ? 'y' : 'x',
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        locale: document.documentElement.lang || 'en',
        plugins: {
          legend: { display: series.length > 1, rtl, position: 'bottom' },
          tooltip: {
            rtl,
            callbacks: format
              ? { label: (item) => `${item.dataset.label ?? ''}: ${format(Number(item.raw))}` }
              : {},
          },
        },
        scales: {
          [valueAxis]: { beginAtZero: true, stacked, ticks },
          [horizontal ? 'y' : 'x']: {
            stacked,
            reverse: rtl && !horizontal,
            position: horizontal && rtl ? 'right' : undefined,
          },
        },
      },
    });
    return () => chart.destroy();
  }, [labels, series, horizontal, stacked, rtl, format]);
  return <canvas ref={canvas} aria-hidden="true" />;
}

export default BarChart;
