import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../apps/web/src/i18n/catalogues.ts';

// The web app's catalogues (decision 040) are what `npm run i18n:extract` writes from the code,
// and Arabic has every message: a message added in the code and not extracted, or left
// untranslated, fails here (the build also refuses a catalogue missing one).

const web = path.resolve(import.meta.dirname, '../apps/web');
const catalogue = (file: string) => readFileSync(file, 'utf8');

/** Each message of a PO catalogue: its id (the English text) and its translation. */
function entries(po: string): Map<string, string> {
  const found = new Map<string, string>();
  const entry = /^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm;
  for (const [, id, text] of po.matchAll(entry)) {
    if (id) found.set(JSON.parse(`"${id}"`) as string, JSON.parse(`"${text}"`) as string);
  }
  return found;
}

describe("the web app's catalogues", () => {
  // Lingui's extraction parses every file of the web app: seconds, more on a busy machine.
  it('hold every message in the code, and nothing else', { timeout: 120_000 }, () => {
    const out = mkdtempSync(path.join(tmpdir(), 'iqra-catalogues-'));
    const config = path.join(out, 'lingui.config.mjs');
    // The project's configuration, writing its catalogues here instead.
    writeFileSync(
      config,
      [
        `import base from ${JSON.stringify(path.join(web, 'lingui.config.ts'))};`,
        'export default {',
        '  ...base,',
        `  rootDir: ${JSON.stringify(web)},`,
        `  catalogs: base.catalogs.map((c) => ({ ...c, path: c.path.replace('<rootDir>/src/locales', ${JSON.stringify(out)}) })),`,
        '};',
      ].join('\n'),
    );
    execFileSync('npx', ['lingui', 'extract', '--config', config], { cwd: web, stdio: 'pipe' });
    for (const { name } of CATALOGUES) {
      const fromCode = entries(catalogue(path.join(out, `en/${name}.po`)));
      const kept = entries(catalogue(path.join(web, `src/locales/en/${name}.po`)));
      expect([...kept.keys()].sort(), name).toEqual([...fromCode.keys()].sort());
    }
    expect(entries(catalogue(path.join(out, 'en/site.po'))).size).toBeGreaterThan(0);
  });

  it.each(CATALOGUES.map(({ name }) => name))(
    'translate every message of %s into Arabic',
    (name) => {
      const english = entries(catalogue(path.join(web, `src/locales/en/${name}.po`)));
      const arabic = entries(catalogue(path.join(web, `src/locales/ar/${name}.po`)));
      const missing = [...english.keys()].filter((id) => !arabic.get(id)?.trim());
      expect(missing).toEqual([]);
      // Arabic script in each, not the English copied over.
      const untranslated = [...arabic].filter(([, text]) => !/[\u0600-\u06FF]/.test(text));
      expect(untranslated).toEqual([]);
    },
  );

  it('give a message the same Arabic in every catalogue', () => {
    // A page holds the catalogues of the parts it has shown in one instance, where a message
    // is one entry (its English and context): two catalogues that said it differently would
    // change the header's words once the back office's catalogue had loaded.
    const said = new Map<string, Set<string>>();
    const entry =
      /^(?:msgctxt "((?:[^"\\]|\\.)*)"\n)?msgid "((?:[^"\\]|\\.)+)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm;
    for (const { name } of CATALOGUES) {
      const po = catalogue(path.join(web, `src/locales/ar/${name}.po`));
      for (const [, context = '', id, text] of po.matchAll(entry)) {
        const key = `${context}\u0004${id}`;
        said.set(key, (said.get(key) ?? new Set()).add(text ?? ''));
      }
    }
    const differing = [...said].filter(([, texts]) => texts.size > 1).map(([key]) => key);
    expect(differing).toEqual([]);
  });
});
