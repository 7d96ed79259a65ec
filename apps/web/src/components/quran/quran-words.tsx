import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { LessonMistake, QuranText } from '@iqra/contracts';
import { directionOf, type Locale } from '../../i18n/i18n.ts';
import { MISTAKE_KIND_NAMES } from './lesson-names.ts';
import './quran-styles.ts';

/** A word's place: its ayah ("78:40") and its number in the ayah, from 1. */
export interface WordPlace {
  ayah: string;
  word: number;
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- a BCP 47 locale tag
const ARABIC_DIGITS = new Intl.NumberFormat('ar-EG', { useGrouping: false });
const keyOf = (place: WordPlace) => `${place.ayah}/${place.word}`;

/** The mistakes marked on each word, by `ayah/word`. */
function mistakesByWord(
  mistakes: readonly Pick<LessonMistake, 'ayah' | 'word' | 'kind'>[],
  i18n: I18n,
) {
  const by = new Map<string, string[]>();
  for (const mistake of mistakes) {
    const key = keyOf(mistake);
    by.set(key, [...(by.get(key) ?? []), i18n._(MISTAKE_KIND_NAMES[mistake.kind])]);
  }
  return by;
}

/**
 * The Quran's text of a range in Amiri Quran, right to left, each ayah closed by its number,
 * with the mistakes heard marked on their words (underlined and named, not by colour alone).
 * Given `onPick`, the words are buttons: one Tab stop, the arrow keys move word by word in
 * reading order (left is onward in Arabic), Home and End go to the first and last, and Enter
 * or a tap picks the word.
 */
export function QuranWords({
  text,
  mistakes,
  label,
  onPick,
  picked,
}: {
  text: QuranText;
  mistakes: readonly Pick<LessonMistake, 'ayah' | 'word' | 'kind'>[];
  /** What the words are, for assistive technology: "Words of An-Naba 31–40". */
  label: string;
  onPick?: (place: WordPlace) => void;
  /** The word whose mistake is being written. */
  picked?: WordPlace | null;
}) {
  const places = text.ayat.flatMap((ayah) =>
    ayah.words.map((_, index) => ({ ayah: ayah.ayah, word: index + 1 })),
  );
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const { t, i18n } = useLingui();
  const marked = mistakesByWord(mistakes, i18n);
  // The page's language for the words about the text (page numbers, mistakes).
  const lang = i18n.locale;
  const dir = directionOf(lang as Locale);
  const current = Math.min(active, places.length - 1);

  const move = (to: number) => {
    const next = Math.max(0, Math.min(places.length - 1, to));
    setActive(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowLeft: 1, ArrowDown: 1, ArrowRight: -1, ArrowUp: -1 }[event.key];
    if (step !== undefined) move(current + step);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(places.length - 1);
    else return;
    event.preventDefault();
  };

  let at = -1;
  let page = 0;
  return (
    <>
      <div
        role={onPick ? 'group' : undefined}
        aria-label={label}
        lang="ar"
        dir="rtl"
        className="quran-text"
        onKeyDown={onPick ? onKeyDown : undefined}
      >
        {text.ayat.map((ayah) => {
          const newPage = ayah.page !== page;
          const shownPage = page !== 0 && newPage;
          page = ayah.page;
          const number = Number(ayah.ayah.split(':')[1]);
          const pageNumber = ayah.page;
          return (
            <span key={ayah.ayah}>
              {shownPage && (
                <span className="quran-page" lang={lang} dir={dir}>
                  <Trans>Page {pageNumber}</Trans>
                </span>
              )}
              {ayah.words.map((word, index) => {
                at += 1;
                const place = { ayah: ayah.ayah, word: index + 1 };
                const kinds = marked.get(keyOf(place));
                const isPicked = picked?.ayah === place.ayah && picked.word === place.word;
                const className = `quran-word${kinds ? ' quran-word-mistake' : ''}${isPicked ? ' quran-word-picked' : ''}`;
                const names = kinds?.join(t`, `);
                const note = names && (
                  <span className="sr-only" lang={lang}>
                    {' '}
                    {t`(mistake: ${names})`}
                  </span>
                );
                const position = at;
                return (
                  <span key={index}>
                    {onPick ? (
                      <button
                        type="button"
                        ref={(element) => {
                          buttons.current[position] = element;
                        }}
                        tabIndex={position === current ? 0 : -1}
                        className={className}
                        aria-pressed={isPicked}
                        onClick={() => {
                          setActive(position);
                          onPick(place);
                        }}
                      >
                        {word}
                        {note}
                      </button>
                    ) : (
                      <span className={className} title={names}>
                        {word}
                        {note}
                      </span>
                    )}{' '}
                  </span>
                );
              })}
              <span className="quran-ayah-end">{`\u06DD${ARABIC_DIGITS.format(number)}`}</span>{' '}
            </span>
          );
        })}
      </div>
      <QuranTextCredit />
    </>
  );
}

/**
 * The text's source and licence, wherever it is shown: the Uthmani text of The Noble Qur'an
 * Encyclopedia (QuranEnc) as the `quran-json` package ships it, under CC BY-SA 4.0. Plain
 * text, so that it adds no stop to a keyboard's way through a form.
 */
export function QuranTextCredit() {
  return (
    <p className="mt-1 text-xs text-muted">
      <Trans>
        Quran text: the Uthmani text of The Noble Qur’an Encyclopedia (quranenc.com), from the
        quran-json package, licensed CC BY-SA 4.0.
      </Trans>
    </p>
  );
}
