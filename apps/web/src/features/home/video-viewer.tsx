import { useLingui } from '@lingui/react/macro';
import { Galleria } from 'primereact/galleria';
import { useEffect, useRef, type KeyboardEvent } from 'react';

interface VideoItem {
  itemSrc: string;
  thumbnailImageSrc: string;
  alt: string;
}

// The spec's one video item.
const VIDEO: VideoItem[] = [
  {
    itemSrc: '/images/home/video.mp4',
    thumbnailImageSrc: '/images/home/video-thumbnail.jpg',
    alt: '',
  },
];

/** The video, named by `title`. */
const videoOf = (title: string) => (item: VideoItem) => (
  <video
    src={item.itemSrc}
    poster={item.thumbnailImageSrc}
    controls
    playsInline
    preload="metadata"
    aria-label={title}
    width={1280}
    height={720}
    // Half the screen's width (spec); on a phone that would be too small to watch.
    className="block h-auto max-h-[85vh] w-[90vw] rounded-xl bg-black md:w-[50vw]"
  />
);

/**
 * The full-screen viewer of the home video: native controls, closed by its close
 * button or Escape. It opens when mounted; the opener unmounts it in `onClose`, because
 * Galleria keeps its (empty) dialog element in the page while hidden. Galleria does not move
 * focus itself, so this does: into the viewer when it opens, kept inside while open, and
 * back to the opener (`onClose`) afterwards.
 */
export function VideoViewer({ onClose }: { onClose: () => void }) {
  const galleria = useRef<Galleria>(null);
  const { t } = useLingui();
  const title = t`Iqra Academy: learn Quran and Arabic with native tutors (short film, no sound)`;

  useEffect(() => {
    galleria.current?.show();
    // Galleria's own Escape handling is off by default, missing from its typings, and once
    // on it outranks every dialog's for as long as it is mounted: so Escape is handled here.
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') galleria.current?.hide();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, []);

  const focusables = () =>
    Array.from(
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector
      galleria.current?.getElement()?.querySelectorAll<HTMLElement>('button, video') ?? [],
    );

  const keepFocusInside = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const items = focusables();
    if (items.length === 0) return;
    const index = items.indexOf(document.activeElement as HTMLElement);
    const next = event.shiftKey
      ? (index <= 0 ? items.length : index) - 1
      : index === items.length - 1
        ? 0
        : index + 1;
    event.preventDefault();
    items[next]?.focus();
  };

  return (
    <Galleria
      ref={galleria}
      className="video-viewer"
      value={VIDEO}
      item={videoOf(title)}
      fullScreen
      circular
      showThumbnails={false}
      showIndicators={false}
      showItemNavigators={false}
      onShow={() => focusables()[0]?.focus()}
      onHide={onClose}
      pt={{
        mask: { 'aria-label': title },
        root: { onKeyDown: keepFocusInside },
      }}
    />
  );
}
