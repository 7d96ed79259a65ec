import type { ClassKind } from '@iqra/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../i18n/use-format.ts';
import { KindTag, StatusTag } from '../components/parts.tsx';
import { classWith } from '../resources/teaching-actions.tsx';
import {
  dayLabel,
  hourLabel,
  hourRows,
  type PlacedClass,
  type TutorWeek,
} from '../utils/tutor-week.ts';
import { ATTENDANCE_NAMES } from '../../../components/classes/class-status.ts';
import { englishOf } from '../../../components/in-english.ts';

// A tutor's week drawn two ways from the same placed classes: a table of days and hours on
// wide screens, a list day by day on narrow ones (only one is ever displayed).

/* eslint-disable lingui/no-unlocalized-strings -- Tailwind classes, not words */
const CARD_TONE: Record<ClassKind, string> = {
  regular: 'border-primary/30 bg-tint',
  makeup: 'border-[#f5e3a3] bg-[#fdf8e7]',
  trial: 'border-[#abefc6] bg-[#ecfdf3]',
};
/* eslint-enable lingui/no-unlocalized-strings */

/** One class: its time on the tutor's clock, who with, the course, its kind and how it went. */
function ClassCard({ placed }: { placed: PlacedClass }) {
  const { i18n } = useLingui();
  const { item } = placed;
  const cancelled = item.status === 'cancelled';
  const struck = cancelled ? 'line-through' : '';
  const who = classWith(item);
  const course = item.course ?? item.title;
  return (
    <div
      className={`rounded-md border px-2 py-1.5 text-xs leading-snug ${
        cancelled ? 'border-line bg-page text-muted' : CARD_TONE[item.kind]
      }`}
    >
      <p className={`font-semibold ${struck}`}>
        {placed.start}–{placed.end}
      </p>
      <p className={`truncate ${struck}`} title={who}>
        {who}
      </p>
      <p className={`truncate text-muted ${struck}`} title={course} {...englishOf(item, 'course')}>
        {course}
      </p>
      <p className="mt-1 flex flex-wrap items-center gap-1">
        <KindTag kind={item.kind} />
        {cancelled && <StatusTag status="cancelled" />}
        {item.attendance && (
          <span className="font-semibold">{i18n._(ATTENDANCE_NAMES[item.attendance])}</span>
        )}
      </p>
    </div>
  );
}

function CardList({ placed }: { placed: PlacedClass[] }) {
  return (
    <ul className="space-y-1.5">
      {placed.map((entry) => (
        <li key={entry.item.id}>
          <ClassCard placed={entry} />
        </li>
      ))}
    </ul>
  );
}

/** Seven day columns and an hour row for each hour from 08:00 to 20:00 and any with a class. */
function WeekTable({
  week,
  placed,
  caption,
}: {
  week: TutorWeek;
  placed: PlacedClass[];
  caption: string;
}) {
  const { tag } = useFormat();
  const hours = hourRows(placed);
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-line bg-white xl:block">
      <table className="w-full table-fixed border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-line bg-page">
            <th scope="col" className="w-16 px-2 py-2 text-start text-xs font-semibold text-muted">
              <Trans>Time</Trans>
            </th>
            {week.days.map((day) => (
              <th key={day} scope="col" className="px-2 py-2 text-start text-xs font-semibold">
                {dayLabel(day, 'short', tag)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {hours.map((hour) => (
            <tr key={hour} className="border-b border-line last:border-b-0">
              <th
                scope="row"
                className="px-2 py-2 text-start align-top text-xs font-semibold text-muted"
              >
                {hourLabel(hour)}
              </th>
              {week.days.map((day, index) => (
                <td key={day} className="h-12 border-s border-line p-1 align-top">
                  <CardList
                    placed={placed.filter((entry) => entry.day === index && entry.hour === hour)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Day by day, each under its heading: the week on a phone. */
function WeekList({ week, placed }: { week: TutorWeek; placed: PlacedClass[] }) {
  const { tag } = useFormat();
  return (
    <div className="space-y-3 xl:hidden">
      {week.days.map((day, index) => {
        const ofDay = placed.filter((entry) => entry.day === index);
        return (
          <section key={day} aria-labelledby={`day-${day}`} className="card p-4">
            <h3 id={`day-${day}`} className="text-base">
              {dayLabel(day, 'long', tag)}
            </h3>
            {ofDay.length > 0 ? (
              <div className="mt-2">
                <CardList placed={ofDay} />
              </div>
            ) : (
              <p className="mt-1 text-sm text-muted">
                <Trans>No classes.</Trans>
              </p>
            )}
          </section>
        );
      })}
    </div>
  );
}

/** The week's classes where they fall on the tutor's clock. */
export function WeekGrid(props: { week: TutorWeek; placed: PlacedClass[]; caption: string }) {
  return (
    <>
      <WeekTable {...props} />
      <WeekList week={props.week} placed={props.placed} />
    </>
  );
}
