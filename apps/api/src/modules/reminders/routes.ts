import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import {
  mailPreferencesSchema,
  mailPreferencesUpdateSchema,
  one,
  reminderKindSchema,
  unsubscribeStateSchema,
} from '@iqra/contracts';
import { parseInput } from '../../lib/errors.ts';
import { routeDoc } from '../../lib/route-docs.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { registerReminderComposers } from './composers.ts';
import type { ReminderContext } from './reminder-context.ts';
import { preferencesOf, unsubscribe, unsubscribeState, updatePreferences } from './preferences.ts';
import { ReminderScheduler } from './scheduler.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Queues what has fallen due (tests run it under their own clock). */
    reminders: ReminderScheduler;
  }
}

export interface RemindersOptions {
  /** How often to look for reminders that have fallen due. */
  intervalMs?: number;
}

const kindQuery = z.object({ kind: reminderKindSchema });
/** An unsubscribe link's secret (43 characters of base64url). */
const tokenParams = z.object({ token: z.string() });
const tokenOf = (request: FastifyRequest) => (request.params as { token: string }).token;

/** Reminders: the scheduler, the mails it queues, and what people say they want of them. */
export const remindersPlugin = fp(async (app: FastifyInstance, options: RemindersOptions) => {
  const context: ReminderContext = {
    db: app.db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    clock: app.clock,
  };
  registerReminderComposers(context);
  const scheduler = new ReminderScheduler(context, {
    intervalMs: options.intervalMs ?? 10_000,
    log: app.log,
    outage: app.databaseOutage,
  });
  app.decorate('reminders', scheduler);
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', async () => scheduler.stop());

  await app.register(async (scope) => {
    const signedIn = { preHandler: scope.authenticate };
    const preferencesDoc = routeDoc({
      tag: 'reminders',
      summary: 'My reminder mails, each on or off',
      description:
        "Only the kinds of reminder this account gets (a learner's or a tutor's). A learner's include the weekly digest (on by default for a parent, off for anyone else) and `digest`, when it goes: an ISO weekday and a time, on the learner's clock.",
      caller: 'signed-in',
      answers: { 200: ['Each kind of reminder, on or off.', one(mailPreferencesSchema)] },
    });
    scope.get(
      '/api/mail-preferences',
      { ...signedIn, schema: preferencesDoc },
      async (request) => ({
        data: await preferencesOf(scope.db, requireAuth(request).user),
      }),
    );
    const updatePreferencesDoc = routeDoc({
      tag: 'reminders',
      summary: 'Turn reminder mails on or off',
      description:
        'Any of the kinds, each `true` (on) or `false` (off), and the digest\'s `digest_weekday` (1 Monday … 7 Sunday) and `digest_time` ("HH:MM"); what is left out stays as it is.',
      caller: 'signed-in',
      body: mailPreferencesUpdateSchema,
      answers: { 200: ['Each kind of reminder, on or off, now.', one(mailPreferencesSchema)] },
    });
    scope.put(
      '/api/mail-preferences',
      { ...signedIn, schema: updatePreferencesDoc },
      async (request) => {
        const update = parseInput(mailPreferencesUpdateSchema, request.body);
        return { data: await updatePreferences(scope.db, requireAuth(request).user, update) };
      },
    );

    // The link at the foot of a reminder, without a session. A mail app's one-click
    // unsubscribe (RFC 8058) posts `List-Unsubscribe=One-Click` as a form; nothing in the body
    // matters, so it is read as text and left alone.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, body),
    );
    const unsubscribeStateDoc = routeDoc({
      tag: 'reminders',
      summary: 'What an unsubscribe link would turn off',
      description: 'The link at the foot of a reminder mail; no session needed.',
      caller: 'link',
      params: tokenParams,
      query: kindQuery,
      answers: {
        200: ['The kind of reminder, and whether it is on now.', one(unsubscribeStateSchema)],
      },
    });
    scope.get('/api/unsubscribe/:token', { schema: unsubscribeStateDoc }, async (request) => {
      const { kind } = parseInput(kindQuery, request.query);
      return { data: await unsubscribeState(scope.db, tokenOf(request), kind) };
    });
    const unsubscribeDoc = routeDoc({
      tag: 'reminders',
      summary: 'Unsubscribe from one kind of reminder',
      description:
        "No session needed. Also a mail app's one-click unsubscribe (RFC 8058): a form body `List-Unsubscribe=One-Click`, which is not read.",
      caller: 'link',
      params: tokenParams,
      query: kindQuery,
      answers: { 200: ['The kind of reminder, now off.', one(unsubscribeStateSchema)] },
    });
    scope.post('/api/unsubscribe/:token', { schema: unsubscribeDoc }, async (request) => {
      const { kind } = parseInput(kindQuery, request.query);
      return { data: await unsubscribe(scope.db, tokenOf(request), kind) };
    });
  });
});
