import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifySchemaCompiler,
  type FastifyServerOptions,
  type FastifySerializerCompiler,
  type RouteOptions,
} from 'fastify';
import { readFile } from 'node:fs/promises';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { routeDoc, TAGS } from '../lib/route-docs.ts';

interface OpenapiOptions {
  publicUrl: string;
  /** The school's logo (an SVG file) for the docs' top bar, when the web build has one. */
  logo?: string;
}

/**
 * Writes an answer after checking it against the route's documented schema for its status (as
 * the API tests parse answers: the contract's schemas may read input more loosely than they
 * write, so answers are parsed, not encoded); a mismatch is an error that names the route.
 */
const checkedSerializer: FastifySerializerCompiler<unknown> =
  ({ schema, method, url, httpStatus }) =>
  (data) => {
    const checked = (schema as z.ZodType).safeParse(data);
    if (!checked.success) {
      throw new Error(
        `${method} ${url} answered ${httpStatus} with what its document does not allow:\n${z.prettifyError(checked.error)}`,
      );
    }
    return JSON.stringify(data);
  };

/**
 * What Fastify does with the routes' schemas (its `schemaController` option): nothing at run
 * time. They document; they never validate input, and answers are written as they are, except
 * under test (`checkAnswers`), where each is first checked against its documented schema.
 * Given at construction, these stand in for Fastify's own compilers, so that ajv and
 * fast-json-stringify, which would never be used, are not even loaded.
 */
export function schemaCompilers(checkAnswers = false): SchemaController {
  const validator: FastifySchemaCompiler<unknown> = () => () => true;
  const serializer: FastifySerializerCompiler<unknown> = checkAnswers
    ? checkedSerializer
    : () => (data) => JSON.stringify(data);
  return {
    compilersFactory: {
      // Fastify types these factories after its ajv-based defaults; any compiler will do.
      buildValidator: (() => validator) as unknown as CompilersFactory['buildValidator'],
      buildSerializer: (() => serializer) as unknown as CompilersFactory['buildSerializer'],
    },
  };
}

type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;
type CompilersFactory = NonNullable<SchemaController['compilersFactory']>;

/**
 * The OpenAPI 3.1 document at `/api/openapi.json`, made from every route's `schema` (the
 * contract's zod schemas, see `lib/route-docs.ts`), browsable at `/api/docs`. Registered
 * before any route, so that it sees them all.
 *
 * The document and its pages are made when first asked for, not at start: an app of their own
 * (`documentApp`) holds @fastify/swagger and swagger-ui with a copy of every documented route,
 * and `/api/docs` forwards to it. An instance that nobody asks for its docs never loads them.
 *
 * The schemas on the routes document; they never validate input (`schemaCompilers`). Requests
 * are parsed in the handlers with the contract's own messages (decision 001).
 */
export const openapiPlugin = fp(async (app: FastifyInstance, options: OpenapiOptions) => {
  // Every route as it is registered, but the HEAD twins of GETs and the hidden ones, which
  // the document leaves out.
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    const hidden = (route.schema as { hide?: boolean } | undefined)?.hide;
    if (route.method !== 'HEAD' && !hidden) routes.push(route);
  });
  let made: Promise<FastifyInstance> | undefined;
  const docs = () => {
    made ??= documentApp(routes, options).catch((error: unknown) => {
      made = undefined;
      throw error;
    });
    return made;
  };
  app.addHook('onClose', async () => {
    if (made) await (await made.catch(() => undefined))?.close();
  });

  const documentSchema = z.looseObject({
    openapi: z.literal('3.1.0'),
    paths: z.record(z.string(), z.unknown()),
  });
  app.get(
    '/api/openapi.json',
    {
      schema: routeDoc({
        tag: 'operations',
        summary: 'This document',
        answers: { 200: ['The OpenAPI 3.1 document of every route.', documentSchema] },
      }),
    },
    async () => (await docs()).swagger(),
  );
  // swagger-ui's pages and files, as the docs' app answers them.
  const browse = async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = await (
      await docs()
    ).inject({
      method: request.method === 'HEAD' ? 'HEAD' : 'GET',
      url: request.url,
      headers: passedOn(request.headers, ['host', 'connection', 'content-length']),
    });
    return reply
      .status(answer.statusCode)
      .headers(passedOn(answer.headers, ['connection', 'content-length', 'date', 'keep-alive']))
      .send(answer.rawPayload);
  };
  app.get('/api/docs', { schema: { hide: true } }, browse);
  app.get('/api/docs/*', { schema: { hide: true } }, browse);
});

/** Headers without those named, which belong to one connection or are set again. */
function passedOn<T extends Record<string, unknown>>(headers: T, left: string[]): T {
  return Object.fromEntries(
    Object.entries(headers).filter(([name, value]) => value !== undefined && !left.includes(name)),
  ) as T;
}

/**
 * An app that only documents: @fastify/swagger and swagger-ui, and a copy of each route (its
 * method, address and schema, with a handler that is never called), ready to make the document
 * and serve its pages.
 */
async function documentApp(routes: RouteOptions[], options: OpenapiOptions) {
  const [{ default: swagger }, { default: swaggerUi }, zodDocs] = await Promise.all([
    import('@fastify/swagger'),
    import('@fastify/swagger-ui'),
    import('fastify-type-provider-zod'),
  ]);
  const docs = Fastify({ logger: false, schemaController: schemaCompilers() });
  await docs.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Iqra API',
        version: '1',
        description:
          "The HTTP API of Iqra's web site and back office. Answers are JSON unless said otherwise; lists are `{ data: [...] }`. Refused input answers 422 with `{ message, errors: { field: [messages] } }`.",
      },
      servers: [{ url: options.publicUrl }],
      tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          bearerToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'The token that registering or signing in answers.',
          },
          metricsToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'The `METRICS_TOKEN` setting.',
          },
        },
      },
    },
    transform: zodDocs.jsonSchemaTransform,
    transformObject: zodDocs.jsonSchemaTransformObject,
  });
  const logo = options.logo && (await readFile(options.logo).catch(() => undefined));
  await docs.register(swaggerUi, {
    routePrefix: '/api/docs',
    theme: { title: 'Iqra API' },
    // The school's mark rather than the plugin's own (Fastify's), when the web build has it.
    ...(logo ? { logo: { type: 'image/svg+xml', content: logo, href: '/' } } : {}),
  });
  for (const { method, url, schema } of routes) {
    docs.route({ method, url, ...(schema ? { schema } : {}), handler: () => undefined });
  }
  await docs.ready();
  return docs;
}
