import type { LearnerProgress, ProgressLesson, ProgressPage } from '@iqra/contracts';
import { JUZ, juzRange, PAGES, placeOf, SURAH_LIST, type Surah } from '@iqra/quran';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useFormat } from '../../i18n/use-format.ts';
import { ProgressBar } from '../progress-bar.tsx';
import { ClassLesson } from './class-lesson.tsx';
import { dueGroups, dueNote, dueOf, pagesLabel, type DueGroup } from './revision-due.ts';
import { englishOf } from '../in-english.ts';

// A learner's progress through the mushaf, as the learner, their tutor and staff see it: what
// is due for revision, a map of the 604 pages by juz, the surahs begun, the latest lessons.

/** Each juz's first and last page (juz 1 is pages 1–21). */
const JUZ_PAGES = Array.from({ length: JUZ }, (_, i) => {
  const range = juzRange(i + 1);
  return { juz: i + 1, first: placeOf(range.from).page, last: placeOf(range.to).page };
});

function RevisionItem({ group }: { group: DueGroup }) {
  const { i18n } = useLingui();
  const { pages, ayat } = pagesLabel(group, i18n);
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-3 rounded-lg border border-line px-3 py-2">
      <span>
        <span className="font-semibold">{pages}</span>: {ayat}
      </span>
      <span
        className={`text-sm ${group.when === 'overdue' ? 'font-semibold text-danger' : 'text-muted'}`}
      >
        {dueNote(group, i18n)}
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
  const { t } = useLingui();
  const groups = dueGroups(progress.pages, progress.today);
  return (
    <section aria-labelledby={headingId} className="card p-4">
      <h3 id={headingId} className="text-lg">
        <Trans>Revision due</Trans>
      </h3>
      {progress.pages.length === 0 ? (
        <p className="mt-2 text-muted">
          <Trans>Pages appear here once a tutor has recorded a lesson.</Trans>
        </p>
      ) : groups.length === 0 ? (
        <p className="mt-2 text-muted">
          <Trans>Nothing is due this week.</Trans>
        </p>
      ) : (
        <div className="mt-2 space-y-4">
          <DueList
            title={t`Today`}
            groups={groups.filter((group) => group.when !== 'week')}
            none={t`Nothing is due today.`}
          />
          <DueList
            title={t`Later this week`}
            groups={groups.filter((group) => group.when === 'week')}
            none={t`Nothing more this week.`}
          />
        </div>
      )}
    </section>
  );
}

/* eslint-disable lingui/no-unlocalized-strings -- class names */
const CELL = {
  memorised: 'bg-primary border-primary',
  in_progress: 'bg-primary/30 border-primary',
  none: 'bg-white border-line',
} as const;
/* eslint-enable lingui/no-unlocalized-strings */

/** What a page's cell says of it: "Page 12", "Page 12: memorised, due". */
function usePageTitle() {
  const { t } = useLingui();
  return (pageNumber: number, state: ProgressPage['state'] | undefined, isDue: boolean) => {
    if (!state) return t`Page ${pageNumber}`;
    if (state === 'memorised') {
      return isDue ? t`Page ${pageNumber}: memorised, due` : t`Page ${pageNumber}: memorised`;
    }
    return isDue ? t`Page ${pageNumber}: in progress, due` : t`Page ${pageNumber}: in progress`;
  };
}

/** One juz as a row of its pages: memorised, in progress, due (a gold dot) or not begun. */
function JuzRow({
  juz,
  first,
  last,
  pages,
  today,
}: (typeof JUZ_PAGES)[number] & { pages: Map<number, ProgressPage>; today: string }) {
  const { t } = useLingui();
  const pageTitle = usePageTitle();
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
        title={pageTitle(number, page?.state, isDue)}
        className={`relative size-2 rounded-sm border sm:size-3 ${CELL[page?.state ?? 'none']}`}
      >
        {isDue && (
          <span className="absolute -top-1 -end-1 size-1.5 rounded-full bg-gold sm:size-2" />
        )}
      </span>,
    );
  }
  const summary = [
    memorised > 0 &&
      t`${plural(memorised, { one: '# page memorised', other: '# pages memorised' })}`,
    inProgress > 0 &&
      t`${plural(inProgress, { one: '# page in progress', other: '# pages in progress' })}`,
    due > 0 && t`${plural(due, { one: '# page due', other: '# pages due' })}`,
  ].filter(Boolean);
  const state = summary.length > 0 ? summary.join(t`, `) : t`not begun`;
  return (
    <li className="flex items-center gap-3">
      <span className="w-12 shrink-0 text-sm tabular-nums sm:w-14">
        <Trans>Juz {juz}</Trans>
      </span>
      <span className="flex flex-wrap gap-0.5" aria-hidden>
        {cells}
      </span>
      <span className="sr-only">{t`: ${state} (pages ${first}–${last})`}</span>
    </li>
  );
}

function MushafMap({ progress }: { progress: LearnerProgress }) {
  const headingId = useId();
  const pages = new Map(progress.pages.map((page) => [page.page, page]));
  const memorised = progress.pages.filter((page) => page.state === 'memorised').length;
  const ayat = progress.memorised_ayat;
  const { t } = useLingui();
  return (
    <section aria-labelledby={headingId} className="card p-4">
      <h3 id={headingId} className="text-lg">
        <Trans>The mushaf</Trans>
      </h3>
      <p className="mt-1 text-sm text-muted">
        {t`${plural(memorised, { one: '# page', other: '# pages' })} of ${PAGES} memorised in full; ${plural(ayat, { one: '# ayah', other: '# ayat' })} in all.`}
      </p>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-hidden>
        <li className="flex items-center gap-1.5">
          <span className={`size-3 rounded-sm border ${CELL.memorised}`} /> <Trans>Memorised</Trans>
        </li>
        <li className="flex items-center gap-1.5">
          <span className={`size-3 rounded-sm border ${CELL.in_progress}`} />{' '}
          <Trans>In progress</Trans>
        </li>
        <li className="flex items-center gap-1.5">
          <span className="size-2 rounded-full bg-gold" /> <Trans>Due for revision</Trans>
        </li>
        <li className="flex items-center gap-1.5">
          <span className={`size-3 rounded-sm border ${CELL.none}`} /> <Trans>Not begun</Trans>
        </li>
      </ul>
      <ol className="mt-3 space-y-1.5" aria-label={t`Pages memorised by juz`}>
        {JUZ_PAGES.map((juz) => (
          <JuzRow key={juz.juz} {...juz} pages={pages} today={progress.today} />
        ))}
      </ol>
    </section>
  );
}

function SurahRow({ surah, memorised }: { surah: Surah; memorised: number }) {
  const { t } = useLingui();
  const surahName = surah.name;
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
          label={t`${surahName} memorised`}
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
        <Trans>Surahs begun</Trans>
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
  const { t } = useLingui();
  const format = useFormat();
  const tutorName = lesson.tutor;
  return (
    <li className="card p-4">
      <h4 className="text-base">
        <time dateTime={lesson.starts_at}>{format.classTime(lesson.starts_at, zone)}</time>
      </h4>
      <p className="text-sm text-muted">
        {lesson.course && <bdi {...englishOf(lesson, 'course')}>{lesson.course}</bdi>}
        {lesson.course && tutorName && ' '}
        {tutorName && (
          <Trans>
            with <bdi>{tutorName}</bdi>
          </Trans>
        )}
      </p>
      <ClassLesson lesson={lesson} learned={t`What was learned`} />
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
          <Trans>Latest lessons</Trans>
        </h3>
        {progress.lessons.length === 0 ? (
          <p className="mt-2 text-muted">
            <Trans>No lesson has been recorded yet.</Trans>
          </p>
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
