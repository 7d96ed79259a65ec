import type { Book, BookMedia } from '@iqra/contracts';
import { useLingui } from '@lingui/react/macro';
import { Galleria } from 'primereact/galleria';
import { useEffect, useId, useRef, useState } from 'react';

// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector
const FOCUSABLE = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * A book's pages in a full-screen, circular gallery with nine thumbnails.
 * PrimeReact's full-screen mask neither takes focus nor closes on Escape by itself here,
 * so this keeps keyboard users inside it and closes on Escape; the caller puts focus back.
 */
export function BookGallery({ book, onHide }: { book: Book; onHide: () => void }) {
  const { t } = useLingui();
  const galleria = useRef<Galleria>(null);
  const maskId = useId();
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const bookTitle = book.title;

  // Mounted to open, and unmounted by the caller once closed: PrimeReact leaves an empty
  // full-screen mask (an aria-modal dialog) behind if the gallery stays mounted.
  useEffect(() => {
    galleria.current?.show();
  }, []);

  useEffect(() => {
    if (!open) return;
    const mask = document.getElementById(maskId);
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector
    mask?.querySelector<HTMLButtonElement>('.p-galleria-close')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        galleria.current?.hide();
        return;
      }
      if (event.key !== 'Tab' || !mask) return;
      const focusable = [...mask.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const inside = mask.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, maskId]);

  return (
    <Galleria
      ref={galleria}
      value={book.media}
      activeIndex={index}
      onItemChange={(event) => setIndex(event.index)}
      fullScreen
      circular
      numVisible={9}
      showItemNavigators
      showThumbnails
      onShow={() => setOpen(true)}
      onHide={() => {
        setOpen(false);
        onHide();
      }}
      pt={{
        mask: { id: maskId, 'aria-label': t`${bookTitle}: pages` },
        // PrimeReact leaves the big arrows unnamed.
        previousItemButton: { 'aria-label': t`Previous image` },
        nextItemButton: { 'aria-label': t`Next image` },
      }}
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS width
      style={{ width: 'min(56rem, 100vw)' }}
      item={(media: BookMedia) => (
        <img
          src={media.url}
          alt={media.name}
          width={1200}
          height={1600}
          className="block max-h-[70vh] w-full object-contain"
        />
      )}
      thumbnail={(media: BookMedia) => (
        <img
          src={media.url}
          alt={media.name}
          width={120}
          height={160}
          className="block h-16 w-12 object-cover sm:h-20 sm:w-15"
        />
      )}
      caption={(media: BookMedia) => <p className="font-semibold text-white">{media.name}</p>}
    />
  );
}
