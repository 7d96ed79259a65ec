import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import { INT_MAX, messageSchema, SLUG_PATTERN, validationErrorSchema } from '@iqra/contracts';
import type { IdKind } from './params.ts';

/**
 * What each route says about itself in the OpenAPI document (`/api/openapi.json`): the
 * contract's zod schemas for what it reads and answers, and who may call it. The schemas are
 * documentation only: the handlers still parse their input with `parseInput` (decision 001),
 * so that the messages stay the contract's. The OpenAPI plugin sets compilers that neither
 * validate nor reshape anything at run time.
 */

/** The document's groups, in the order the browsable docs list them. */
export const TAGS = {
  operations: 'Health, readiness, metrics and the API document',
  crawlers: 'What search engines read',
  auth: 'Registering, signing in and the account',
  catalogue: 'Courses, categories, plans and the public content',
  books: 'Books',
  learning: "The learner's courses, classes and calendar",
  teaching: "A tutor's classes, learners and make-up credits",
  families: "A parent's children: their details, classes and progress",
  certificates: "Certificates: a learner's own, and anyone checking one by its code",
  quran: "The Quran's text, as lessons mark mistakes on its words",
  reminders: 'Mail preferences and unsubscribing',
  leads: 'Demo requests, job applications, contact and newsletter',
  payments: 'Checkout with the payment provider',
  uploads: 'Uploaded files',
  admin: 'The back office (staff only)',
} as const;
export type Tag = keyof typeof TAGS;

/**
 * Who may call a route. `signed-in` is any account's bearer token; `tutor` and `admin` a
 * token of that role; `metrics` the scrape token; `link` a token carried in the address.
 */
export type Caller = 'anyone' | 'link' | 'signed-in' | 'tutor' | 'admin' | 'metrics';

/**
 * One answer: what it means, and its body: a zod schema (JSON), the media type (or types) of
 * a body that is not JSON, or nothing (no body, e.g. 204 or a redirect).
 */
export type Answer = readonly [
  description: string,
  body?: z.ZodType | MediaType | readonly MediaType[],
];
type MediaType = `${string}/${string}`;

export interface RouteDoc {
  tag: Tag;
  summary: string;
  description?: string;
  caller?: Caller;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body; `form` for a multipart one. */
  body?: z.ZodType;
  form?: z.ZodType;
  /**
   * The query is read but never refused (a link's token: a bad one only changes where it
   * redirects), so no 422 is promised for it.
   */
  queryNeverRefused?: boolean;
  /** Limited per address (and per e-mail): may answer 429. */
  limited?: boolean;
  /**
   * Cached JSON with an ETag (`sendCachedData`): a matching `if-none-match` gets 304 and no
   * body.
   */
  etag?: boolean;
  answers: Record<number, Answer>;
}

const ERRORS = {
  400: 'The form could not be read.',
  401: 'No valid bearer token.',
  403: 'The token is valid but its account may not do this.',
  404: 'Nothing by that name or id.',
  413: 'The body is far past the size limit.',
  415: 'Not a multipart form.',
  422: 'Input refused; each field has its messages.',
  429: 'Too many attempts from this address or at this e-mail; `retry-after` says when to try.',
} as const;

const SECURITY: Partial<Record<Caller, { [scheme: string]: string[] }[]>> = {
  'signed-in': [{ bearerToken: [] }],
  tutor: [{ bearerToken: [] }],
  admin: [{ bearerToken: [] }],
  metrics: [{ metricsToken: [] }],
};

function response(description: string, body: Answer[1]) {
  if (body === undefined) return z.null().describe(description);
  if (body instanceof z.ZodType) {
    return { description, content: { 'application/json': { schema: body } } };
  }
  const types = typeof body === 'string' ? [body] : body;
  return {
    description,
    content: Object.fromEntries(types.map((type) => [type, { schema: z.string() }])),
  };
}

/** The errors a route of this kind can answer, besides those it names itself. */
function errorAnswers(doc: RouteDoc): Record<number, Answer> {
  const errors: Record<number, Answer> = {};
  const add = (status: keyof typeof ERRORS, body: z.ZodType) => {
    errors[status] = [ERRORS[status], body];
  };
  if (SECURITY[doc.caller ?? 'anyone']) add(401, messageSchema);
  if (doc.caller === 'tutor' || doc.caller === 'admin') add(403, messageSchema);
  if (doc.params) add(404, messageSchema);
  // What `readFileForm` refuses before the form's fields are looked at.
  if (doc.form) for (const status of [400, 413, 415] as const) add(status, messageSchema);
  if (doc.body || doc.form || (doc.query && !doc.queryNeverRefused)) {
    add(422, validationErrorSchema);
  }
  if (doc.limited) add(429, messageSchema);
  return errors;
}

/** Answers other than errors that a route of this kind gives besides those it names. */
function usualAnswers(doc: RouteDoc): Record<number, Answer> {
  return doc.etag ? { 304: ['Unchanged since the `etag` sent in `if-none-match`.'] } : {};
}

/** The route's `schema` option, read by the OpenAPI document. */
export function routeDoc(doc: RouteDoc): FastifySchema {
  const caller = doc.caller ?? 'anyone';
  const answers = { ...errorAnswers(doc), ...usualAnswers(doc), ...doc.answers };
  return {
    tags: [doc.tag],
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    ...(SECURITY[caller] ? { security: SECURITY[caller] } : {}),
    'x-caller': caller,
    ...(doc.params ? { params: doc.params } : {}),
    ...(doc.query ? { querystring: doc.query } : {}),
    ...(doc.body ? { body: doc.body } : {}),
    ...(doc.form ? { consumes: ['multipart/form-data'], body: doc.form } : {}),
    response: Object.fromEntries(
      Object.entries(answers).map(([status, [description, body]]) => [
        status,
        response(description, body),
      ]),
    ),
  } as FastifySchema;
}

const PARAM_KINDS: Record<IdKind, z.ZodType> = {
  int: z.int().min(1).max(INT_MAX),
  slug: z.string().regex(SLUG_PATTERN).max(100),
  uuid: z.uuid(),
};

/** A path's parameters by the kind of id each is (see `parseId`), e.g. `{ id: 'int' }`. */
export function pathParams(kinds: Record<string, IdKind>) {
  return z.object(
    Object.fromEntries(Object.entries(kinds).map(([name, kind]) => [name, PARAM_KINDS[kind]])),
  );
}

/** The most used: `:id`, a record's database id. */
export const idParams = pathParams({ id: 'int' });
