import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useRef, useState } from 'react';
import { GeneratedSources } from '../../components/generated-sources.tsx';
import { HERO } from './hero-image.ts';

// The dialog and the viewer are only needed once asked for: their code (and PrimeReact's
// Dialog and Galleria) loads on first use, or a moment earlier when the pointer or focus
// reaches the button that opens them.
const loadDemoDialog = () => import('./demo-dialog.tsx');
const loadVideoViewer = () => import('./video-viewer.tsx');
const DemoDialog = lazy(() => loadDemoDialog().then((m) => ({ default: m.DemoDialog })));
const VideoViewer = lazy(() => loadVideoViewer().then((m) => ({ default: m.VideoViewer })));

const prefetch = (load: () => Promise<unknown>) => () => {
  load().catch(() => undefined);
};

/** Welcome line, title, description, the two calls to action and the hero image. */
export function LandingHeader() {
  const { t } = useLingui();
  const [demoOpen, setDemoOpen] = useState(false);
  const [demoWanted, setDemoWanted] = useState(false);
  const [videoOpen, setVideoOpen] = useState(false);
  const demoButton = useRef<HTMLButtonElement>(null);
  const videoButton = useRef<HTMLButtonElement>(null);

  return (
    <section aria-labelledby="home-title" className="overflow-hidden bg-white">
      <div className="container-page grid items-center gap-10 py-12 sm:py-16 md:grid-cols-[1fr_auto] lg:gap-16 lg:py-20">
        <div className="max-w-2xl">
          <p className="inline-flex items-center gap-2 rounded-full bg-tint px-4 py-1.5 text-sm font-semibold text-primary">
            {/* eslint-disable-next-line lingui/no-unlocalized-strings -- Arabic in either language */}
            <span lang="ar" dir="rtl" className="text-gold-dark">
              السلام عليكم
            </span>
            <span>
              <Trans>Welcome to Iqra Academy</Trans>
            </span>
          </p>
          <h1 id="home-title" className="mt-5 text-4xl tracking-tight sm:text-5xl lg:text-6xl">
            <Trans>Learn the Quran and Arabic with a tutor of your own</Trans>
          </h1>
          <p className="mt-6 text-lg text-muted sm:text-xl">
            <Trans>
              Live one-to-one classes in Quran, Arabic and Islamic studies with native Arabic tutors
              who explain everything in clear English. For children and adults, from the very first
              letter to fluent recitation, at times that suit your family.
            </Trans>
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <button
              ref={demoButton}
              type="button"
              className="btn btn-primary text-lg"
              onPointerEnter={prefetch(loadDemoDialog)}
              onFocus={prefetch(loadDemoDialog)}
              onClick={() => {
                setDemoWanted(true);
                setDemoOpen(true);
              }}
            >
              <i className="pi pi-calendar-plus" aria-hidden />
              <Trans>Book a Free Demo</Trans>
            </button>
            <button
              ref={videoButton}
              type="button"
              className="btn btn-outline text-lg"
              onPointerEnter={prefetch(loadVideoViewer)}
              onFocus={prefetch(loadVideoViewer)}
              onClick={() => setVideoOpen(true)}
            >
              <i className="pi pi-play-circle" aria-hidden />
              <Trans>Watch the video</Trans>
            </button>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted">
            <li className="flex items-center gap-2">
              <i className="pi pi-check-circle text-primary" aria-hidden />
              <Trans>Free demo class, no card needed</Trans>
            </li>
            <li className="flex items-center gap-2">
              <i className="pi pi-check-circle text-primary" aria-hidden />
              <Trans>Male and female tutors</Trans>
            </li>
          </ul>
        </div>
        <div className="mx-auto aspect-[266/400] w-full max-w-[366px] md:w-[280px] lg:w-[366px]">
          <picture>
            <GeneratedSources stem="hero" widths={HERO.widths} sizes={HERO.sizes} />
            <img
              src={HERO.fallback}
              alt={t`The Arabic word iqra, read, in gold calligraphy inside an eight-point star, above the verse: read in the name of your Lord who created`}
              width={532}
              height={800}
              fetchPriority="high"
              decoding="async"
              className="h-full w-full rounded-[2rem] object-cover shadow-xl shadow-primary/20"
            />
          </picture>
        </div>
      </div>

      {demoWanted && (
        <Suspense fallback={null}>
          <DemoDialog
            visible={demoOpen}
            onHide={() => {
              setDemoOpen(false);
              demoButton.current?.focus();
            }}
          />
        </Suspense>
      )}
      {videoOpen && (
        <Suspense fallback={null}>
          <VideoViewer
            onClose={() => {
              setVideoOpen(false);
              videoButton.current?.focus();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
