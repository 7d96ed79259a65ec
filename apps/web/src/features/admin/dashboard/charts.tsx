import type { Report } from '@iqra/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useFormat } from '../../../i18n/use-format.ts';
import { useReportMonths } from './api.ts';
import { ChartFigure } from './chart-figure.tsx';
import { amountIn, currenciesOf, formatMoney, minorPerMajor } from '../../../lib/money.ts';

// The dashboard's four charts: revenue by month, learners won and lost by month (the last 12
// months), the period's funnel, and the hours each tutor taught in it.

/** How many tutors the hours chart draws; its table and CSV have them all. */
const TUTORS_DRAWN = 15;

/* eslint-disable lingui/no-unlocalized-strings -- Intl's option values, not words */
function useMonthName() {
  const { tag } = useFormat();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(tag, {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    return (month: string) => format.format(new Date(`${month}T12:00:00Z`));
  }, [tag]);
}
/* eslint-enable lingui/no-unlocalized-strings */

function MonthCharts() {
  const { t } = useLingui();
  const { tag, number } = useFormat();
  const monthName = useMonthName();
  const months = useReportMonths().data?.data.months;
  if (!months) return <div className="min-h-80" />;
  const labels = months.map((month) => monthName(month.month));
  const currencies = currenciesOf(months.map((month) => month.revenue));
  return (
    <>
      <ChartFigure
        title={t`Revenue by month, less refunds`}
        description={t`The last 12 months; each currency apart.`}
        filename="revenue-by-month.csv"
        header={[t`Month`, ...currencies]}
        rows={(currencies.length === 0 ? [] : months).map((month, index) => ({
          shown: [
            labels[index] ?? month.month,
            ...currencies.map((currency) =>
              formatMoney(tag, currency, amountIn(month.revenue, currency)),
            ),
          ],
          raw: [
            month.month.slice(0, 7),
            ...currencies.map(
              (currency) => amountIn(month.revenue, currency) / minorPerMajor(tag, currency),
            ),
          ],
        }))}
        chart={{
          labels,
          series: currencies.map((currency) => ({
            label: currency,
            values: months.map(
              (month) => amountIn(month.revenue, currency) / minorPerMajor(tag, currency),
            ),
          })),
        }}
      />
      <ChartFigure
        title={t`New and lost learners by month`}
        description={t`New: their first plan began that month. Lost: their last plan ended that month.`}
        filename="learners-by-month.csv"
        header={[t`Month`, t`New`, t`Lost`]}
        rows={months.map((month, index) => ({
          shown: [
            labels[index] ?? month.month,
            number(month.new_learners),
            number(month.lost_learners),
          ],
          raw: [month.month.slice(0, 7), month.new_learners, month.lost_learners],
        }))}
        chart={{
          labels,
          series: [
            { label: t`New`, values: months.map((month) => month.new_learners) },
            { label: t`Lost`, values: months.map((month) => month.lost_learners) },
          ],
        }}
      />
    </>
  );
}

function PeriodCharts({ report }: { report: Report }) {
  const { t } = useLingui();
  const { number } = useFormat();
  const { funnel } = report.figures;
  const stages = [
    { name: t`Demo requests`, value: funnel.requests },
    { name: t`Trials booked`, value: funnel.trials_booked },
    { name: t`Trials attended`, value: funnel.trials_attended },
    { name: t`Paid within 30 days`, value: funnel.paid },
  ];
  const hours = (minutes: number) => Math.round((minutes / 60) * 10) / 10;
  const drawn = report.tutor_hours.slice(0, TUTORS_DRAWN);
  return (
    <>
      <ChartFigure
        title={t`From demo request to paying learner`}
        description={t`The period's demo requests, and how far each came.`}
        filename="funnel.csv"
        header={[t`Stage`, t`Families`]}
        rows={
          funnel.requests === 0
            ? []
            : stages.map((stage) => ({
                shown: [stage.name, number(stage.value)],
                raw: [stage.name, stage.value],
              }))
        }
        chart={{
          labels: stages.map((stage) => stage.name),
          series: [{ label: t`Families`, values: stages.map((stage) => stage.value) }],
          horizontal: true,
        }}
      />
      <ChartFigure
        title={t`Hours taught by tutor`}
        description={
          report.tutor_hours.length > TUTORS_DRAWN
            ? t`As the school's pay rule counts a class taught; the chart shows the ${TUTORS_DRAWN} who taught most, the table all.`
            : t`As the school's pay rule counts a class taught.`
        }
        filename="hours-by-tutor.csv"
        header={[t`Tutor`, t`Classes`, t`Hours`]}
        rows={report.tutor_hours.map((tutor) => ({
          shown: [tutor.name, number(tutor.classes), number(hours(tutor.minutes))],
          raw: [tutor.name, tutor.classes, hours(tutor.minutes)],
        }))}
        chart={{
          labels: drawn.map((tutor) => tutor.name),
          series: [{ label: t`Hours`, values: drawn.map((tutor) => hours(tutor.minutes)) }],
          horizontal: true,
        }}
      />
    </>
  );
}

export function Charts({ report }: { report: Report }) {
  return (
    <section className="mt-8" aria-labelledby="charts">
      <h2 id="charts" className="text-xl">
        <Trans>Charts</Trans>
      </h2>
      <div className="mt-3 grid grid-cols-1 gap-4 xl:grid-cols-2">
        <MonthCharts />
        <PeriodCharts report={report} />
      </div>
    </section>
  );
}
