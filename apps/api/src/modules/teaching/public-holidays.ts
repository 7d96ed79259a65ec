import type { FastifyInstance } from 'fastify';
import { one, publicHolidaysSchema } from '@iqra/contracts';
import { HOLIDAYS_CACHE } from '../../lib/cache-keys.ts';
import { sendCachedData } from '../../lib/cached-reply.ts';
import { routeDoc } from '../../lib/route-docs.ts';
import { holidaysToCome } from './calendar-views.ts';

// The school's holidays the public pages show (decision 049): those to come staff marked
// public. Kept as the catalogue's answers are, under HOLIDAYS_CACHE, which the back office's
// calendar drops on every change; and per hour of the school's clock, so that a holiday passes
// off the list when its day is over on any zone's clock, whoever moved the clock (tests).

const holidaysDoc = routeDoc({
  tag: 'catalogue',
  summary: "The school's public holidays",
  etag: true,
  description:
    "The holidays to come that staff show the public (no classes are held on their days), soonest first: an Eid by its kind (`name` null), a closure by its name in the request's language.",
  answers: { 200: ['The holidays to come.', one(publicHolidaysSchema)] },
});

export async function publicHolidayRoutes(app: FastifyInstance) {
  app.get('/api/holidays', { schema: holidaysDoc }, (request, reply) => {
    const now = app.clock.now();
    const hour = now.toISOString().slice(0, 13);
    return sendCachedData(request, reply, `${HOLIDAYS_CACHE}public:${hour}`, async (language) => ({
      holidays: await holidaysToCome(app.db, now, language, { onlyPublic: true }),
    }));
  });
}
