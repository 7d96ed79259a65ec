import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySerializerCompiler } from 'fastify';
import { readFile } from 'node:fs/promises';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeDoc, TAGS } from '../lib/route-docs.ts';

interface OpenapiOptions {
  publicUrl: string;
  /** The school's logo (an SVG file) for the docs' top bar, when the web build has one. */
  logo?: string;
  /** Check every JSON answer against the route's documented schema (the tests do). */
  checkAnswers?: boolean;
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
 * The OpenAPI 3.1 document at `/api/openapi.json`, made from every route's `schema` (the
 * contract's zod schemas, see `lib/route-docs.ts`), browsable at `/api/docs`. Registered
 * before any route, so that it sees them all.
 *
 * The schemas on the routes document; they never validate input. Requests are parsed in the
 * handlers with the contract's own messages (decision 001), and answers are written as they
 * are, except under test, where each is checked against its documented schema first.
 */
export const openapiPlugin = fp(async (app: FastifyInstance, options: OpenapiOptions) => {
  app.setValidatorCompiler(() => () => true);
  // Under test, an answer the document does not allow fails its request (a 500 that names the
  // route), so every API test also checks the document; elsewhere answers are written as is.
  app.setSerializerCompiler(
    options.checkAnswers ? checkedSerializer : () => (data) => JSON.stringify(data),
  );

  await app.register(swagger, {
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
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  const logo = options.logo && (await readFile(options.logo).catch(() => undefined));
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    theme: { title: 'Iqra API' },
    // The school's mark rather than the plugin's own (Fastify's), when the web build has it.
    ...(logo ? { logo: { type: 'image/svg+xml', content: logo, href: '/' } } : {}),
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
    async () => app.swagger(),
  );
});
