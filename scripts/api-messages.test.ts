import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AR_MESSAGES } from '../packages/contracts/src/messages/ar.ts';
import {
  isTemplate,
  messageTranslator,
  templatePattern,
} from '../packages/contracts/src/messages/translate.ts';

// Every sentence the API's code and the contracts can answer with has its Arabic (decision
// 041). The sentences are read from the source: each literal that reads as a message (a
// capital, a space, a full stop) in the API and the contracts, apart from the route
// documentation, logs, internal errors and the mails (their own words). A literal with
// `${…}` in it must have a template whose pattern takes it.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const SOURCES = ['apps/api/src', 'packages/contracts/src'];
const SKIPPED = [
  /\.test\.ts$/,
  /^apps\/api\/src\/modules\/mail\//, // the mails, in English for now
  /^apps\/api\/src\/db\//, // the schema and the seed's content
  /^packages\/contracts\/src\/messages\//,
  /^apps\/api\/src\/config\.ts$/, // for whoever starts the server
  /^apps\/api\/src\/cli\//, // the command line's own words, for whoever runs it
  /^apps\/api\/src\/lib\/data-dir-lock\.ts$/, // the same
  /^apps\/api\/src\/lib\/route-docs\.ts$/, // the OpenAPI document's words
  /^apps\/api\/src\/plugins\/openapi\.ts$/,
  /^apps\/api\/src\/modules\/metrics\/records\.ts$/, // metrics' help
];
/** What the scan takes for a message but nobody reads in an answer. */
const NOT_ANSWERS = new Set([
  // Printed on a certificate, in its own language.
  'Completed the Noorani Qaida at ${school}: reading Arabic letters, their joins and vowels.',
  'Completed the course "${certificate.title}" at ${school}.',
  // Schema descriptions in the OpenAPI document.
  'Your own account, or an account with payments on record.',
  'What the class taught (new lesson, revision, Qaida lesson or unit, with grades and the mistakes heard on words) and the homework set.',
  // Lines of mails (the class mails are composed beside the teaching module's verbs).
  'You have a make-up credit for this class: your tutor or the school will book the extra class with you.',
  '${person.child} has a make-up credit for this class: the tutor or the school will book the extra class with you.',
  '${course}: the plan now ends on ${ends}, so no class is lost.',
  '${isolate(course)}: تنتهي الخطة الآن في ${ends}، فلا تضيع أي حصة.',
  "Memorised ${certificate.range ?? 'the ayat named'} of the Quran by heart, heard by a tutor of ${school}.",
]);

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(path.join(root, directory), { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => {
      const relative = `${directory}/${entry.name}`;
      if (entry.isDirectory()) return filesUnder(relative);
      return Promise.resolve(entry.name.endsWith('.ts') ? [relative] : []);
    }),
  );
  return files.flat();
}

/** The text from `start` (an opening parenthesis) to its closing one, strings skipped. */
function blockEnd(source: string, start: number): number {
  let depth = 0;
  for (let index = start; index < source.length; index += 1) {
    const char = source[index]!;
    if (char === "'" || char === '"' || char === '`') {
      const close = source.indexOf(char, index + 1);
      if (close === -1) return source.length;
      index = close;
    } else if (char === '(' || char === '{' || char === '[') depth += 1;
    else if (char === ')' || char === '}' || char === ']') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return source.length;
}

const LITERAL = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g;
const MESSAGE = /^(?:[A-Z]|\$\{)[^\n]* [^\n]*[.!?]$|^[A-Z][a-z]+\.$/;
// Internal errors, log lines, documentation (a route's summary, an answer's description in
// `answers: { 409: ['…', messageSchema] }`) and metrics' help.
const NOT_MESSAGE_BEFORE =
  /(?:(?:new Error|\.(?:info|warn|error|debug|fatal|trace))\(\s*(?:\{[^)]*\},\s*)?|(?:summary|description|title|help):\s*|\d{3}:\s*\[\s*)$/;
const DOCUMENTED_AFTER = /^\s*,\s*messageSchema\b/;

async function messagesInSource(): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const directory of SOURCES) {
    for (const file of await filesUnder(directory)) {
      if (SKIPPED.some((pattern) => pattern.test(file))) continue;
      const source = await readFile(path.join(root, file), 'utf8');
      // The route documentation: routeDoc({ … }) and `describe(…)` in schemas.
      const skipped: [number, number][] = [];
      for (const match of source.matchAll(/(?:\brouteDoc|\.describe|\.meta)\(/g)) {
        const open = match.index + match[0].length - 1;
        skipped.push([open, blockEnd(source, open)]);
      }
      for (const match of source.matchAll(LITERAL)) {
        const text = match[1] ?? match[2] ?? match[3] ?? '';
        if (!MESSAGE.test(text)) continue;
        if (skipped.some(([from, to]) => match.index > from && match.index < to)) continue;
        const before = source.slice(Math.max(0, match.index - 120), match.index);
        if (NOT_MESSAGE_BEFORE.test(before)) continue;
        const after = source.slice(
          match.index + match[0].length,
          match.index + match[0].length + 40,
        );
        if (DOCUMENTED_AFTER.test(after)) continue;
        if (NOT_ANSWERS.has(text)) continue;
        if (!found.has(text)) found.set(text, file);
      }
    }
  }
  return found;
}

const toArabic = messageTranslator(AR_MESSAGES);
const templates = Object.keys(AR_MESSAGES.messages).filter(isTemplate);

describe('the API’s sentences in Arabic', async () => {
  const messages = await messagesInSource();

  it('finds the sentences it checks', () => {
    expect(messages.size).toBeGreaterThan(150);
    expect(messages.has('This class has been cancelled.')).toBe(true);
  });

  it('has Arabic for every sentence the API and the contracts can answer with', () => {
    const missing: string[] = [];
    for (const [text, file] of messages) {
      if (text.includes('${')) {
        const shape = text.replace(/\$\{[^}]*\}/g, '{}');
        if (!templates.some((template) => templatePattern(template, true).test(shape))) {
          missing.push(`${file}: ${text}`);
        }
      } else if (toArabic(text) === undefined) {
        missing.push(`${file}: ${text}`);
      }
    }
    expect(missing, 'add these to packages/contracts/src/messages/ar.ts').toEqual([]);
  });
});
