import { fileURLToPath, URL } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// The API runs on 4001 under /tor; the browser always talks to one origin (DESIGN.md).
const apiProxy = { '/tor': { target: 'http://127.0.0.1:4001', changeOrigin: false } };

// `vite build --ssr` builds the server render's entry (src/prerender/entry-server.tsx) for Node: no public files, no
// precompression.
export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    // Every text asset is written beside itself as .br and .gz at build time, at the highest levels: the server
    // sends those (Accept-Encoding) and never compresses a static file per request.
    !isSsrBuild &&
      compression({
        algorithms: [
          defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
        include: /\.(js|css|html|svg|json|xml|txt|webmanifest)$/,
        exclude: /\.map$/,
        threshold: 512,
        skipIfLargerOrEqual: true,
      }),
  ],
  resolve: {
    // Preact's compat layer stands in for React and React DOM (issue 18: the sign-in page's first load ≤ 90 kB;
    // React DOM alone is 62 kB gzip, Preact about 11). Every library that imports React gets Preact too.
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  // The server render (apps/api/src/plugins/page-renderer.ts) carries its own copy of React and the router, built
  // for production: the API process needs no NODE_ENV for React to run its production build.
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  server: { port: 5173, strictPort: true, proxy: apiProxy },
  preview: { port: 4173, strictPort: true, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      // The contract's modules only declare things, and `z.object(...)` is a pure call: a screen that
      // imports only a message, a path or identifierField from it then does not download zod.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]packages[\\/]contract[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
}));
