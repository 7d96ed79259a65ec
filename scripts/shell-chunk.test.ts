import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inShell, SHELL_MODULES } from '../apps/web/shell-chunk.ts';

// The web build's `shell` chunk is named by paths: one moved or renamed would quietly fall out
// of it and be a small chunk of its own again, a request more on every page.
describe('the shell chunk', () => {
  it('names modules that exist', () => {
    const src = path.resolve(import.meta.dirname, '../apps/web/src');
    expect(SHELL_MODULES.filter((module) => !existsSync(path.join(src, module)))).toEqual([]);
  });

  it('takes those modules and no other', () => {
    expect(inShell('/work/apps/web/src/lib/session.ts')).toBe(true);
    expect(inShell('/work/apps/web/src/lib/start-up.ts')).toBe(false);
    expect(inShell('/work/apps/web/src/features/account/lib/session.ts')).toBe(false);
  });
});
