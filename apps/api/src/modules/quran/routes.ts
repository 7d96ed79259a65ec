import type { FastifyInstance } from 'fastify';
import {
  one,
  QURAN_TEXT_MAX_WORDS,
  quranTextQuerySchema,
  quranTextSchema,
  type QuranText,
} from '@iqra/contracts';
import { formatAyah, placeOf, type AyahRange } from '@iqra/quran';
import { rangeText } from '@iqra/quran/text';
import { parseInput, ValidationFailed } from '../../lib/errors.ts';
import { routeDoc } from '../../lib/route-docs.ts';

/** The range's ayat with their words and pages; 422 past about a juz. */
export function quranText(range: AyahRange): QuranText {
  const ayat = rangeText(range);
  const words = ayat.reduce((sum, ayah) => sum + ayah.words.length, 0);
  if (words > QURAN_TEXT_MAX_WORDS) {
    throw ValidationFailed.field(
      'to',
      `The range is too long to show at once: at most ${QURAN_TEXT_MAX_WORDS.toLocaleString('en')} words (about a juz).`,
    );
  }
  return {
    from: formatAyah(range.from),
    to: formatAyah(range.to),
    ayat: ayat.map((ayah) => ({
      ayah: formatAyah(ayah),
      page: placeOf(ayah).page,
      words: [...ayah.words],
    })),
  };
}

const textDoc = routeDoc({
  tag: 'quran',
  summary: 'The text of a range of ayat',
  description:
    "The Uthmani text (QuranEnc's, from the quran-json package, CC BY-SA 4.0), each ayah's words as a lesson's mistakes number them, with the mushaf page it is on. At most about a juz at once.",
  query: quranTextQuerySchema,
  answers: { 200: ['The ayat of the range, in order.', one(quranTextSchema)] },
});

export async function quranRoutes(app: FastifyInstance) {
  // The text (1.4 MB) is read once the server listens, not by the first request that needs it.
  app.addHook('onListen', () => {
    setImmediate(() => rangeText({ from: { surah: 1, ayah: 1 }, to: { surah: 1, ayah: 1 } }));
  });

  app.get('/api/quran/text', { schema: textDoc }, async (request, reply) => {
    const range = parseInput(quranTextQuerySchema, request.query);
    // The same for everyone, and only a new build of the package could change it.
    reply.header('cache-control', 'public, max-age=86400');
    return { data: quranText(range) };
  });
}
