import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { OutputBundle } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { LINGUI_CONFIG, linguiMacros } from './lingui-macros.ts';
import { inShell } from './shell-chunk.ts';

/**
 * The fonts every page's first screen draws with, as preload links in `index.html` (a page's
 * own are in its route's handle): otherwise the browser finds them only once the stylesheet is
 * applied to the page and its text laid out, a round trip later. `media` limits one to the
 * screens that show it.
 */
function preloadFonts(fonts: { name: RegExp; media?: string }[]): Plugin {
  return {
    name: 'iqra:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const files = Object.values(bundle).filter(
          (item) => item.type === 'asset' && item.fileName.endsWith('.woff2'),
        );
        return fonts.map(({ name, media }) => {
          const font = files.find((item) => name.test(item.fileName));
          if (!font) throw new Error(`preload-fonts: no font file matches ${name}`);
          return {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              crossorigin: true,
              href: `/${font.fileName}`,
              ...(media ? { media } : {}),
            },
            injectTo: 'head' as const,
          };
        });
      },
    },
  };
}

/**
 * Preloads only what a lazy import still needs. Vite's import helper adds a modulepreload link
 * for every chunk the imported one depends on, also those the importing chunk imports itself
 * and so has already run (React, the router, the app's shell): each such link costs the main
 * thread about a millisecond to add and fetches nothing. `resolveDependencies` drops them; the
 * bundle's graph is read here, before Vite's own helper runs.
 */
function preloadOnlyMissing() {
  let bundle: OutputBundle | undefined;
  const loadedWith = new Map<string, Set<string>>();
  /** The chunks that have run by the time `chunk`'s code runs: it and its static imports. */
  const staticClosure = (chunk: string): Set<string> => {
    let closure = loadedWith.get(chunk);
    if (closure) return closure;
    closure = new Set();
    const visit = (name: string) => {
      if (closure?.has(name)) return;
      closure?.add(name);
      const item = bundle?.[name];
      if (item?.type === 'chunk') for (const next of item.imports) visit(next);
    };
    visit(chunk);
    loadedWith.set(chunk, closure);
    return closure;
  };
  const plugin: Plugin = {
    name: 'iqra:preload-only-missing',
    apply: 'build',
    enforce: 'pre',
    generateBundle(_options, output) {
      bundle = output;
      loadedWith.clear();
    },
  };
  const resolveDependencies = (
    _file: string,
    deps: string[],
    { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' },
  ) => {
    if (hostType !== 'js' || !bundle) return deps;
    const loaded = staticClosure(hostId);
    return deps.filter((dep) => !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
}

const preloads = preloadOnlyMissing();

// Two builds: the browser's (dist/) and the server's renderer (`--ssr`, dist-server/), which
// the API server imports to render public pages (docs/decisions/014).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Messages in the code compiled to ids, and the catalogues compiled when imported; a
    // message missing in Arabic fails the build (decision 040).
    linguiMacros(),
    lingui({ configPath: LINGUI_CONFIG, failOnMissing: true, failOnCompileError: true }),
    react(),
    tailwindcss(),
    preloads.plugin,
    preloadFonts([
      { name: /\/inter-ascii-wght-/ },
      // PrimeIcons' font is preloaded only by the pages with icons on their first screen
      // (components/icon-font.ts); the frame's icons are inline.
      // The logo's اقرأ, shown from the `sm` breakpoint up.
      { name: /\/amiri-arabic-400-/, media: '(min-width: 640px)' },
    ]),
  ],
  // The renderer carries its libraries (PrimeReact's ESM build cannot be imported by Node as
  // published), so the API server loads one self-contained file; but zod, which the API server
  // has loaded already, is imported from node_modules, so one copy of it serves both.
  ssr: { noExternal: true, external: ['zod'] },
  // React's production build on the server too, as in the browser.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? {
        outDir: 'dist-server',
        emptyOutDir: true,
        copyPublicDir: false,
        // V8 keeps a module's source in memory, in one byte a character when all of it is
        // Latin-1 and in two otherwise: with non-ASCII text (’, —, اقرأ) escaped and comments
        // (but licences) left out, the server holds half as much.
        rolldownOptions: {
          output: { charset: 'ascii', comments: { legal: true, annotation: false, jsdoc: false } },
        },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // A font is a file of its own, never inlined into the stylesheet: the back office's
        // icons (4 kB) would otherwise be in every page's CSS, downloaded or not.
        assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
        // One stylesheet: a page rendered on the server has all its styles before its script
        // runs (a route's own CSS file would only arrive with the route's code).
        cssCodeSplit: false,
        modulePreload: { resolveDependencies: preloads.resolveDependencies },
        // Per-route chunks come from the router's lazy imports; this keeps React, react-dom, the
        // router, Lingui's runtime and TanStack Query apart, so route chunks stay small and this
        // one stays cached between releases (and every page makes one request for them, not
        // five: TanStack's pieces were chunks of their own).
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Only the modules named: a group that took their imports too would take the first
              // script's (lib/start-up.ts), and the first paint would wait for it.
              includeDependenciesRecursively: false,
              groups: [
                {
                  name: 'runtime',
                  test: /node_modules\/(react|react-dom|scheduler|react-router|@lingui\/(core|react)|@tanstack\/(query-core|react-query))\//,
                },
                { name: 'shell', test: inShell },
              ],
            },
          },
        },
      },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/update-user': 'http://localhost:3000',
      '/calendar': 'http://localhost:3000',
    },
  },
}));
