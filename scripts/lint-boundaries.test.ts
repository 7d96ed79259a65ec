import { ESLint } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The lint rule that keeps features and modules apart, run on fixture files placed where
// real ones would be: a crossing is an error, the allowed route through a public file is not.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('the boundary lint rule', { timeout: 60_000 }, () => {
  it('fails a web feature that imports another feature', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/home/fixture.tsx',
      "export { BooksPage } from '../books/books-page.tsx';\n",
    );
    expect(errors).toEqual([expect.stringContaining('A feature does not import another feature')]);
  });

  it('fails shared web code that imports a feature', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/components/fixture.tsx',
      "export { BooksPage } from '../features/books/books-page.tsx';\n",
    );
    expect(errors).toEqual([expect.stringContaining('Shared code does not depend on a feature')]);
  });

  it('lets a feature import its own files and shared code', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/books/fixture.tsx',
      "export { BooksPage } from './books-page.tsx';\nexport { Breadcrumb } from '../../components/breadcrumb.tsx';\n",
    );
    expect(errors).toEqual([]);
  });

  it("fails an API module that reaches into another module's files", async () => {
    const errors = await boundaryErrors(
      'apps/api/src/modules/leads/fixture.ts',
      "export { MailWorker } from '../mail/outbox.ts';\n",
    );
    expect(errors).toEqual([expect.stringContaining('modules/mail/index.ts')]);
  });

  it("lets an API module use another module's public file", async () => {
    const errors = await boundaryErrors(
      'apps/api/src/modules/leads/fixture.ts',
      "export { Mailer } from '../mail/index.ts';\n",
    );
    expect(errors).toEqual([]);
  });

  it('fails lib/ importing a module, even its public file', async () => {
    const errors = await boundaryErrors(
      'apps/api/src/lib/fixture.ts',
      "export { Mailer } from '../modules/mail/index.ts';\n",
    );
    expect(errors).toEqual([expect.stringContaining('never import one')]);
  });
});

// Only the teaching module writes classes: elsewhere a write through Drizzle or in SQL is an
// error, a read is not, and the teaching module itself may write.
async function classWriteErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

describe('the one-writer-of-classes lint rule', { timeout: 60_000 }, () => {
  const writes = [
    "import { classes } from '../../../db/schema.ts';\nexport const f = (tx: any) => tx.update(classes).set({ title: 'x' });\n",
    "import { classes } from '../../../db/schema.ts';\nexport const f = (tx: any) => tx.insert(classes).values([]);\n",
    "import { classes } from '../../../db/schema.ts';\nexport const f = (tx: any) => tx.delete(classes);\n",
    "export const f = (db: any) => db.execute(`update classes set title = 'x'`);\n",
    'export const f = (db: any) => db.execute(\'DELETE FROM "classes" where id = 1\');\n',
    "export const f = (db: any) => db.execute(`insert into classes (title) values ('x')`);\n",
  ];

  it('fails a write to classes outside the teaching module, in a module or a test', async () => {
    for (const code of writes) {
      for (const file of [
        'apps/api/src/modules/admin/resources/fixture.ts',
        'apps/api/src/modules/reminders/fixture.test.ts',
      ]) {
        expect(await classWriteErrors(file, code), `${file}: ${code}`).toEqual([
          expect.stringContaining('Only the teaching module writes classes'),
        ]);
      }
    }
  });

  it('lets other modules read classes, and the teaching module write them', async () => {
    const read =
      "import { classes } from '../../../db/schema.ts';\nexport const f = (tx: any) => tx.select().from(classes);\nexport const g = (db: any) => db.execute(`select id from classes`);\n";
    expect(await classWriteErrors('apps/api/src/modules/admin/resources/fixture.ts', read)).toEqual(
      [],
    );
    expect(await classWriteErrors('apps/api/src/modules/teaching/fixture.ts', writes[0]!)).toEqual(
      [],
    );
  });
});
