import { z } from 'zod';

// Component tests play our API's answers at the network edge. Each body is parsed with the
// schema the API answers with (its route doc in apps/api names it), so a stub that drifts from
// the contract fails its test instead of proving a shape the server never sends.

// A stub usually runs inside the app's fetch, where a throw is only a failed request that the
// page may well cope with; so a drift also fails the test after it ends (test-utils/setup.ts
// calls `throwFirstDrift` after every test: a hook registered here would be registered only
// by the first file of a worker to import this module, as files share their modules).
const drifts: Error[] = [];

/** Throws the first drift seen since the last call, if any, and forgets them all. */
export function throwFirstDrift() {
  const [first] = drifts.splice(0);
  if (first) throw first;
}

/** `body`, once the contract's `schema` accepts it (for a query cache seeded by hand). */
export function contractBody<Schema extends z.ZodType>(
  schema: Schema,
  body: z.input<Schema>,
): z.input<Schema> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const drift = new Error(
      `A stubbed answer disagrees with its contract:\n${z.prettifyError(parsed.error)}`,
    );
    drifts.push(drift);
    throw drift;
  }
  return body;
}

/** The API's JSON answer with this status, its body checked against the contract. */
export function answer<Schema extends z.ZodType>(
  schema: Schema,
  body: z.input<Schema>,
  status = 200,
): Response {
  return new Response(JSON.stringify(contractBody(schema, body)), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
