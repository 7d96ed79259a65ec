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
