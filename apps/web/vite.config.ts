import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Two builds: the browser's (dist/) and the server's renderer (`--ssr`, dist-server/), which
// the API server imports to render public pages (docs/decisions/014).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  // The renderer carries its libraries (PrimeReact's ESM build cannot be imported by Node as
  // published), so the API server loads one self-contained file.
  ssr: { noExternal: true },
  // React's production build on the server too, as in the browser.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // One stylesheet: a page rendered on the server has all its styles before its script
        // runs (a route's own CSS file would only arrive with the route's code).
        cssCodeSplit: false,
        // Per-route chunks come from the router's lazy imports; this keeps React itself apart
        // so route chunks stay small and the vendor chunk stays cached between releases.
        rollupOptions: {
          output: {
            manualChunks(id) {
              if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id))
                return 'react';
              return undefined;
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
