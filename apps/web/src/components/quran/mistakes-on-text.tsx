import type { LessonEntry } from '@iqra/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { parseAyah } from '@iqra/quran';
import { LoadingLine } from '../loading-line.tsx';
import { QuranWords } from './quran-words.tsx';
import { useQuranText } from './use-quran-text.ts';

/**
 * A lesson's range in the Quran's text with the mistakes the tutor heard marked on their words
 * (loaded when the learner asks: the Quran's structure, text and font come with it).
 */
export default function MistakesOnText({ entry }: { entry: LessonEntry }) {
  const from = entry.from ? parseAyah(entry.from) : undefined;
  const to = entry.to ? parseAyah(entry.to) : undefined;
  const text = useQuranText(from && to ? { from, to } : null);
  const { t } = useLingui();
  const range = entry.label;
  if (text.isPending) {
    return (
      <LoadingLine>
        <Trans>Loading the text of {range}…</Trans>
      </LoadingLine>
    );
  }
  if (text.isError) {
    return (
      <p role="alert" className="mt-2 text-danger">
        <Trans>The text could not be loaded. Please try again later.</Trans>
      </p>
    );
  }
  return (
    <div className="mt-2 max-h-96 overflow-y-auto rounded-lg border border-line bg-white px-3">
      <QuranWords text={text.data} mistakes={entry.mistakes} label={t`Text of ${range}`} />
    </div>
  );
}
