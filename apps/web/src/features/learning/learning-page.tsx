import { Trans, useLingui } from '@lingui/react/macro';
import { CertificatesPanel } from './certificates-panel.tsx';
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../lib/page-meta.ts';
import { useMyBooks, useMyProgress } from './api.ts';
import { BOOKS_HEADING_ROW_CLASS } from './books-heading.ts';
import { ClassesPanel } from './classes-panel.tsx';
import { CoursesPanel } from './courses-panel.tsx';
import { MySeasons } from './my-seasons.tsx';
import { LEARNING_TABS, parseTab, tabAfterKey, type LearningTab } from './learning-tabs.ts';
import { PaymentToast } from './payment-toast.tsx';
import { LearningTop } from './learning-top.tsx';
import { LoadingLine } from '../../components/loading-line.tsx';

// My Books (PrimeReact's Galleria and Sidebar) loads when its tab is about to be opened.
const loadBooksPanel = () => import('./books-panel.tsx');
const BooksPanel = lazy(() => loadBooksPanel().then((module) => ({ default: module.BooksPanel })));

// My progress (the Quran's structure and the mushaf map) likewise.
const loadProgressPanel = () => import('./progress-panel.tsx');
const ProgressPanel = lazy(() =>
  loadProgressPanel().then((module) => ({ default: module.ProgressPanel })),
);

const tabId = (tab: LearningTab) => `learning-tab-${tab}`;
const panelId = (tab: LearningTab) => `learning-panel-${tab}`;

/** True from the `md` breakpoint up, where the tab list stands on the left (read in an effect). */
function useWideScreen() {
  const [wide, setWide] = useState(true);
  useEffect(() => {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a media query
    const query = window.matchMedia('(min-width: 768px)');
    const update = () => setWide(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return wide;
}

/**
 * My Books' heading and a loading line while its code arrives, as the panel starts; the books
 * are asked for meanwhile, not once the code is there.
 */
function BooksLoading() {
  useMyBooks();
  return (
    <>
      <div className={BOOKS_HEADING_ROW_CLASS}>
        <h2 className="text-2xl">
          <Trans>My Books</Trans>
        </h2>
      </div>
      <LoadingLine>
        <Trans>Loading your books…</Trans>
      </LoadingLine>
    </>
  );
}

/** My progress's heading while its code arrives; the progress is asked for meanwhile. */
function ProgressLoading() {
  useMyProgress();
  return (
    <>
      <h2 className="text-2xl">
        <Trans>My progress</Trans>
      </h2>
      <LoadingLine>
        <Trans>Loading your progress…</Trans>
      </LoadingLine>
    </>
  );
}

/** A tab's code, fetched as the pointer or the focus comes to it. */
const preload: Partial<Record<LearningTab, () => void>> = {
  books: () => void loadBooksPanel(),
  progress: () => void loadProgressPanel(),
};

export function LearningPage() {
  const { t, i18n } = useLingui();
  usePageMeta(
    t`Learning`,
    t`Your Iqra courses and class schedule, your books and your certificates.`,
  );
  const [searchParams, setSearchParams] = useSearchParams();
  const inAddress = parseTab(searchParams.get('tab'));
  // The tab shown follows a key press at once; the address catches up a moment later (each
  // change is a navigation), and after quick presses it passes through tabs already left.
  const [active, setActive] = useState(inAddress);
  const pending = useRef<LearningTab[]>([]);
  useEffect(() => {
    const reached = pending.current.lastIndexOf(inAddress);
    // Back, forward or a link to another tab is followed at once.
    if (reached < 0) pending.current = [];
    else pending.current.splice(0, reached + 1);
    if (pending.current.length === 0) setActive(inAddress);
  }, [inAddress]);
  const wide = useWideScreen();
  const tabRefs = useRef(new Map<LearningTab, HTMLButtonElement>());

  const select = (tab: LearningTab) => {
    setActive(tab);
    if ((pending.current.at(-1) ?? inAddress) === tab) return;
    pending.current.push(tab);
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.set('tab', tab);
        return next;
      },
      { replace: true },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const focused = LEARNING_TABS.find((tab) => tabRefs.current.get(tab.value) === event.target);
    const next = tabAfterKey(focused?.value ?? active, event.key);
    if (!next) return;
    event.preventDefault();
    select(next);
    tabRefs.current.get(next)?.focus();
  };

  return (
    <main className="container-page py-10">
      <PaymentToast />
      <LearningTop />
      <div className="mt-8 grid gap-6 md:grid-cols-[14rem_minmax(0,1fr)] md:gap-10">
        <div
          role="tablist"
          aria-label={t`Learning`}
          aria-orientation={wide ? 'vertical' : 'horizontal'}
          onKeyDown={onKeyDown}
          className="flex flex-wrap gap-1 border-b border-line md:flex-col md:flex-nowrap md:self-start md:border-b-0 md:border-e md:pe-4"
        >
          {LEARNING_TABS.map((tab) => {
            const selected = tab.value === active;
            return (
              <button
                key={tab.value}
                ref={(element) => {
                  if (element) tabRefs.current.set(tab.value, element);
                  else tabRefs.current.delete(tab.value);
                }}
                type="button"
                role="tab"
                id={tabId(tab.value)}
                aria-selected={selected}
                // Only the shown panel exists, so only its tab may point at it.
                aria-controls={selected ? panelId(tab.value) : undefined}
                tabIndex={selected ? 0 : -1}
                onClick={() => select(tab.value)}
                onPointerEnter={preload[tab.value]}
                onFocus={preload[tab.value]}
                className={`-mb-px flex min-h-11 min-w-[30%] flex-1 items-center justify-center gap-2 border-b-2 px-2 text-center text-sm leading-tight font-semibold transition-colors sm:px-4 sm:text-base md:mb-0 md:flex-none md:justify-start md:rounded-lg md:border-b-0 md:text-start ${
                  selected
                    ? 'border-primary text-primary md:bg-tint'
                    : 'border-transparent text-muted hover:text-primary'
                }`}
              >
                <i className={`pi ${tab.icon} hidden sm:inline`} aria-hidden />
                {i18n._(tab.label)}
              </button>
            );
          })}
        </div>

        <section
          role="tabpanel"
          id={panelId(active)}
          aria-labelledby={tabId(active)}
          tabIndex={0}
          className="min-w-0 rounded-lg focus-visible:outline-offset-4"
        >
          {active === 'courses' && (
            <>
              <CoursesPanel />
              <MySeasons />
            </>
          )}
          {active === 'classes' && <ClassesPanel />}
          {active === 'progress' && (
            <Suspense fallback={<ProgressLoading />}>
              <ProgressPanel />
            </Suspense>
          )}
          {active === 'books' && (
            <Suspense fallback={<BooksLoading />}>
              <BooksPanel />
            </Suspense>
          )}
          {active === 'certificates' && <CertificatesPanel />}
        </section>
      </div>
    </main>
  );
}
