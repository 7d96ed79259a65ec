import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';

// docs/api.md is the HTTP reference a newcomer reads: every route the server registers must
// be in it, and its back-office table must say exactly which writes each resource allows.
const reference = await readFile(path.resolve(import.meta.dirname, '../../../docs/api.md'), 'utf8');
const routes: string[] = [];
const { app } = await createTestApp({
  seeded: false,
  onRoute: ({ method, url }) => {
    for (const one of [method].flat()) routes.push(`${one} ${url}`);
  },
});
await app.ready();

// Static files of the web app (images, the favicon), Fastify's own routes and the pages of
// the browsable OpenAPI docs (one line for all of them) are not the API.
const apiRoutes = [...new Set(routes)].filter(
  (route) =>
    !/^(HEAD|OPTIONS) /.test(route) &&
    !/^GET \/api\/docs\b/.test(route) &&
    /^\w+ \/(api|update-user|pay|uploads)\b/.test(route),
);
const generic = /^(GET|POST|PATCH|DELETE) \/api\/admin\/([a-z-]+)(\/:id|\/reorder)?$/;
/** The back-office table's columns, each with the routes a "yes" in it stands for. */
const CALLS: [column: number, routes: (name: string) => string[]][] = [
  [1, (name) => [`GET /api/admin/${name}`, `GET /api/admin/${name}/:id`]],
  [2, (name) => [`POST /api/admin/${name}`]],
  [3, (name) => [`PATCH /api/admin/${name}/:id`]],
  [4, (name) => [`DELETE /api/admin/${name}/:id`]],
  [5, (name) => [`POST /api/admin/${name}/reorder`]],
];

/** The resource table's row for `/api/admin/<name>`: its cells, trimmed. */
function adminRow(name: string): string[] | undefined {
  const line = reference.split('\n').find((row) => row.startsWith(`| \`/api/admin/${name}\``));
  return line
    ?.split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());
}

describe('the HTTP reference (docs/api.md)', () => {
  it('names every route outside the back office as it is registered', () => {
    const missing = apiRoutes
      .filter((route) => !route.includes('/api/admin/'))
      .filter((route) => !reference.includes(`\`${route}\``));
    expect(apiRoutes.length).toBeGreaterThan(30);
    expect(missing).toEqual([]);
  });

  it("says which of the pattern's calls every back-office resource answers", () => {
    const registered = new Set(apiRoutes);
    const names = new Set<string>();
    for (const route of apiRoutes) {
      const match = generic.exec(route);
      if (match) names.add(match[2]!);
    }
    names.delete('uploads');
    // One row of settings, read and replaced whole: in the teaching table, not this one.
    names.delete('school-settings');
    // The school's figures: read-only, in a table of their own.
    names.delete('reports');
    // The school's calendar: its calls change classes (teaching's verbs), in a table of their own.
    names.delete('holidays');
    expect(names.size).toBeGreaterThan(15);
    for (const name of names) {
      const row = adminRow(name);
      expect(row, `a row for /api/admin/${name}`).toBeDefined();
      for (const [column, routesOf] of CALLS) {
        const documented = row![column] === 'yes';
        for (const route of routesOf(name)) {
          expect(registered.has(route), `${route}: the table says ${row![column] || 'no'}`).toBe(
            documented,
          );
        }
      }
    }
  });

  it('names every other back-office route as it is registered', () => {
    const special = apiRoutes.filter(
      (route) => route.includes('/api/admin/') && !generic.test(route),
    );
    expect(special.length).toBeGreaterThan(5);
    expect(special.filter((route) => !reference.includes(`\`${route}\``))).toEqual([]);
    expect(reference).toContain('`POST /api/admin/uploads`');
  });
});
