import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The docs a newcomer reads must hold up in a plain clone: every file they point to exists,
// nothing points outside the repository, and every decision record says when and whether.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const decisionsDir = path.join(root, 'docs/decisions');
const decisions = readdirSync(decisionsDir).filter((name) => name.endsWith('.md'));
const docs = ['README.md', 'ARCHITECTURE.md', 'docs/api.md', 'docs/design.md'].concat(
  decisions.map((name) => `docs/decisions/${name}`),
);
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Relative links `[text](target)` and repository paths written in backticks. */
export function referencedPaths(markdown: string): string[] {
  const links = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z]+:/i.test(target) && !target.startsWith('#'))
    .map((target) => target.split('#')[0]!);
  const inline = [...markdown.matchAll(/`((?:apps|packages|docs|e2e|scripts|\.ci)\/[\w./-]+)`/g)]
    .map((match) => match[1]!)
    // Build output (the browser's and the server renderer's builds, generated fonts and
    // images) and data folders exist only once the project has run.
    .filter((target) => !/(^|\/)(dist|dist-server|generated|data)(\/|$)/.test(target));
  return [...links, ...inline];
}

describe('the documentation', () => {
  it.each(docs)('%s points only to files that exist', (file) => {
    const base = path.dirname(path.join(root, file));
    for (const target of referencedPaths(read(file))) {
      const fromFile = path.resolve(base, target);
      const fromRoot = path.resolve(root, target);
      expect(existsSync(fromFile) || existsSync(fromRoot), `${file} → ${target}`).toBe(true);
    }
  });

  it('notices a link to a missing file', () => {
    const missing = referencedPaths(
      'See [the guide](docs/no-such-guide.md) and `apps/api/nope.ts`.',
    );
    expect(missing).toEqual(['docs/no-such-guide.md', 'apps/api/nope.ts']);
    expect(missing.some((target) => existsSync(path.resolve(root, target)))).toBe(false);
  });

  it('refers to nothing outside the repository', () => {
    // git grep exits 1 when nothing matches: that is the passing case.
    const hits = (() => {
      try {
        return execFileSync(
          'git',
          [
            'grep',
            '-n',
            '-I',
            '-E',
            String.raw`\.\./shared|§ ?[0-9]|(API|DEVIATIONS|DESIGN|STYLE)\.md`,
          ],
          { cwd: root, encoding: 'utf8' },
        );
      } catch (error) {
        if ((error as { status?: number }).status === 1) return '';
        throw error;
      }
    })();
    expect(
      hits.split('\n').filter((line) => line && !line.startsWith('scripts/docs.test.ts')),
    ).toEqual([]);
  });

  it('gives every decision record a number, a date and a status', () => {
    const numbers = decisions.map((name) => name.slice(0, 3));
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(decisions).toContain('000-template.md');
    for (const name of decisions) {
      const text = read(`docs/decisions/${name}`);
      expect(name, name).toMatch(/^\d{3}-[a-z0-9-]+\.md$/);
      expect(text, name).toMatch(new RegExp(`^# ${name.slice(0, 3)} — `));
      if (name === '000-template.md') continue;
      expect(text, name).toMatch(/^- Date: \d{4}-\d{2}-\d{2}$/m);
      expect(text, name).toMatch(/^- Status: (accepted|proposed|deprecated|superseded by \d{3})/m);
    }
  });
});
