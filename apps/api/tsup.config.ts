import { defineConfig } from 'tsup';

// One ESM bundle; our workspace packages are bundled in, npm dependencies stay external.
export default defineConfig({
  entry: [
    'src/server.ts',
    'src/cli/admin-create.ts',
    'src/cli/db-backup.ts',
    'src/cli/db-restore.ts',
    'src/cli/make-large-school.ts',
  ],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: ['@iqra/contracts', '@iqra/quran'],
});
