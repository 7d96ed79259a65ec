import type { LearnerProgress, ProgressLesson, ProgressPage } from '@iqra/contracts';
import { JUZ, juzRange, PAGES, placeOf, SURAH_LIST, type Surah } from '@iqra/quran';
import { useId } from 'react';
import { formatClassTime, plural } from '../../lib/format.ts';
import { ProgressBar } from '../progress-bar.tsx';
import { ClassLesson } from './class-lesson.tsx';
import { dueGroups, dueNote, dueOf, pagesLabel, type DueGroup } from './revision-due.ts';

// A learner's progress through the mushaf, as the learner, their tutor and staff see it: what
// is due for revision, a map of the 604 pages by juz, the surahs begun, the latest lessons.

/** Each juz's first and last page (juz 1 is pages 1–21). */
const JUZ_PAGES = Array.from({ length: JUZ }, (_, i) => {
  const range = juzRange(i + 1);
  return { juz: i + 1, first: placeOf(range.from).page, last: placeOf(range.to).page };
});

function RevisionItem({ group }: { group: DueGroup }) {
  const { pages, ayat } = pagesLabel(group);
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-3 rounded-lg border border-line px-3 py-2">
      <span>
        <span className="font-semibold">{pages}</span>: {ayat}
      </span>
      <span
        className={`text-sm ${group.when === 'overdue' ? 'font-semibold text-danger' : 'text-muted'}`}
      >
        {dueNote(group)}
      </span>
    </li>
  );
}

function DueList({ title, groups, none }: { title: string; groups: DueGroup[]; none: string }) {
  return (
    <div>
      <h4 className="text-sm font-semibold">{title}</h4>
      {groups.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{none}</p>
      ) : (
        <ul className="mt-1 space-y-2">
          {groups.map((group) => (
            <RevisionItem key={`${group.first}-${group.due}`} group={group} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** Today's revision (with what is overdue) and the rest of the week's, soonest first. */
function RevisionDue({ progress }: { progress: LearnerProgress }) {
  const headingId = useId();
  const groups = dueGroups(progress.pages, progress.today);
  return (
    <section aria-labelledby={headingId} className="card p-4">
      <h3 id={headingId} className="text-lg">
        Revision due
      </h3>
      {progress.pages.length === 0 ? (
        <p className="mt-2 text-muted">Pages appear here once a tutor has recorded a lesson.</p>
      ) : groups.length === 0 ? (
        <p className="mt-2 text-muted">Nothing is due this week.</p>
      ) : (
        <div className="mt-2 space-y-4">
          <DueList
            title="Today"
            groups={groups.filter((group) => group.when !== 'week')}
            none="Nothing is due today."
          />
          <DueList
            title="Later this week"
            groups={groups.filter((group) => group.when === 'week')}
            none="Nothing more this week."
          />
        </div>
      )}
    </section>
  );
}

const CELL = {
  memorised: 'bg-primary border-primary',
  in_progress: 'bg-primary/30 border-primary',
  none: 'bg-white border-line',
} as const;

/** One juz as a row of its pages: memorised, in progress, due (a gold dot) or not begun. */
function JuzRow({
  juz,
  first,
  last,
  pages,
  today,
}: (typeof JUZ_PAGES)[number] & { pages: Map<number, ProgressPage>; today: string }) {
  let memorised = 0;
  let inProgress = 0;
  let due = 0;
  const cells = [];
  for (let number = first; number <= last; number += 1) {
    const page = pages.get(number);
    if (page?.state === 'memorised') memorised += 1;
    if (page?.state === 'in_progress') inProgress += 1;
    const isDue = page ? ['overdue', 'today'].includes(dueOf(page, today) ?? '') : false;
    if (isDue) due += 1;
    cells.push(
      <span
        key={number}
        title={`Page ${number}${page ? `: ${page.state === 'memorised' ? 'memorised' : 'in progress'}${isDue ? ', due' : ''}` : ''}`}
        className={`relative size-2 rounded-sm border sm:size-3 ${CELL[page?.state ?? 'none']}`}
      >
        {isDue && (
          <span className="absolute -top-1 -end-1 size-1.5 rounded-full bg-gold sm:size-2" />
        )}
      </span>,
    );
  }
  const summary = [
    memorised > 0 && `${plural(memorised, 'page')} memorised`,
    inProgress > 0 && `${plural(inProgress, 'page')} in progress`,
    due > 0 && `${plural(due, 'page')} due`,
  ].filter(Boolean);
  return (
    <li className="flex items-center gap-3">
      <span className="w-12 shrink-0 text-sm tabular-nums sm:w-14">Juz {juz}</span>
      <span className="flex flex-wrap gap-0.5" aria-hidden>
        {cells}
      </span>
      <span className="sr-only">
        : {summary.length > 0 ? summary.join(', ') : 'not begun'} (pages {first}–{last})
      </span>
    </li>
  );
}

function MushafMap({ progress }: { progress: LearnerProgress }) {
  const headingId = useId();
  const pages = new Map(progress.pages.map((page) => [page.page, page]));
  const memorised = progress.pages.filter((page) => page.state === 'memorised').length;
  return (
    <section aria-labelledby={headingId} className="card p-4">
      <h3 id={headingId} className="text-lg">
        The mushaf
      </h3>
      <p className="mt-1 text-sm text-muted">
        {plural(memorised, 'page')} of {PAGES} memorised in full;{' '}
        {plural(progress.memorised_ayat, 'ayah', 'ayat')} in all.
      </p>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-hidden>
        <li className="flex items-center gap-1.5">
          <span className={`size-3 rounded-sm border ${CELL.memorised}`} /> Memorised
        </li>
        <li className="flex items-center gap-1.5">
          <span className={`size-3 rounded-sm border ${CELL.in_progress}`} /> In progress
        </li>
        <li className="flex items-center gap-1.5">
          <span className="size-2 rounded-full bg-gold" /> Due for revision
        </li>
        <li className="flex items-center gap-1.5">
          <span className={`size-3 rounded-sm border ${CELL.none}`} /> Not begun
        </li>
      </ul>
      <ol className="mt-3 space-y-1.5" aria-label="Pages memorised by juz">
        {JUZ_PAGES.map((juz) => (
          <JuzRow key={juz.juz} {...juz} pages={pages} today={progress.today} />
        ))}
      </ol>
    </section>
  );
}

function SurahRow({ surah, memorised }: { surah: Surah; memorised: number }) {
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 sm:grid-cols-[14rem_minmax(0,1fr)_auto]">
      <span>
        {surah.number}. {surah.name}{' '}
        <span lang="ar" dir="rtl" className="text-muted">
          {surah.arabic}
        </span>
      </span>
      <span className="text-sm text-muted tabular-nums sm:order-last">
        {memorised} / {surah.ayahs}
      </span>
      <span className="col-span-2 sm:col-span-1">
        <ProgressBar
          value={Math.floor((100 * memorised) / surah.ayahs)}
          label={`${surah.name} memorised`}
        />
      </span>
    </li>
  );
}

function Surahs({ progress }: { progress: LearnerProgress }) {
  const headingId = useId();
  if (progress.surahs.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="card p-4">
      <h3 id={headingId} className="text-lg">
        Surahs begun
      </h3>
      <ul className="mt-2 space-y-2">
        {progress.surahs.map((item) => {
          const surah = SURAH_LIST[item.surah - 1];
          return surah ? (
            <SurahRow key={item.surah} surah={surah} memorised={item.memorised_ayat} />
          ) : null;
        })}
      </ul>
    </section>
  );
}

function Lesson({ lesson, zone }: { lesson: ProgressLesson; zone: string }) {
  return (
    <li className="card p-4">
      <h4 className="text-base">
        <time dateTime={lesson.starts_at}>{formatClassTime(lesson.starts_at, zone)}</time>
      </h4>
      <p className="text-sm text-muted">
        {[lesson.course, lesson.tutor && `with ${lesson.tutor}`].filter(Boolean).join(' ')}
      </p>
      <ClassLesson lesson={lesson} learned="What was learned" />
    </li>
  );
}

/** The whole of it; `zone` is the viewer's clock, for the lessons' times. */
export function LearnerProgressView({
  progress,
  zone,
}: {
  progress: LearnerProgress;
  zone: string;
}) {
  const headingId = useId();
  return (
    <div className="space-y-6">
      <RevisionDue progress={progress} />
      <MushafMap progress={progress} />
      <Surahs progress={progress} />
      <section aria-labelledby={headingId}>
        <h3 id={headingId} className="text-lg">
          Latest lessons
        </h3>
        {progress.lessons.length === 0 ? (
          <p className="mt-2 text-muted">No lesson has been recorded yet.</p>
        ) : (
          <ul className="mt-2 space-y-3">
            {progress.lessons.map((lesson) => (
              <Lesson key={lesson.class_id} lesson={lesson} zone={zone} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
