import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import pkg from './package.json' with { type: 'json' };
import { antdMobileParts } from './antd-mobile-parts';

const appDir = decodeURIComponent(new URL('.', import.meta.url).pathname);
const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);

// The customer app is served from the site root by the API server (hash routing, so one
// index.html); relative asset paths keep it working under any mount point.
export default defineConfig({
  base: './',
  plugins: [antdMobileParts(appDir), react()],
  define: { __KABUTO_VERSION__: JSON.stringify(pkg.version) },
  resolve: {
    alias: { '@': srcDir },
    // The workspace root holds a second, older React pulled in as a peer of hoisted packages;
    // every import of React must resolve to this app's copy or hooks break.
    dedupe: ['react', 'react-dom'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by scripts/bundle-budget.mjs to know what the first screen downloads.
    manifest: true,
    // Every browser the app supports knows <link rel="modulepreload">: no polyfill.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            // The chart library is large and only the stock detail needs it: its own chunk,
            // loaded with that screen rather than at start-up.
            { name: 'charts', test: /node_modules[\\/]klinecharts[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    // ws: the live quote stream (/api/ws/quotes) goes through the same proxy.
    proxy: { '/api': { target: 'http://127.0.0.1:8080', ws: true } },
  },
});
