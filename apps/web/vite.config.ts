import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import pkg from './package.json' with { type: 'json' };
import { antdMobileParts } from './antd-mobile-parts';
import { FIRST_SCREEN_SOURCES, START_CHUNK } from '../../scripts/bundle-budget.mjs';
import { startModules } from './start-modules';
import { startPreload } from './start-preload';

const appDir = decodeURIComponent(new URL('.', import.meta.url).pathname);
const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);

/**
 * The UI kit's helpers and the small libraries under them. Left to the bundler, each became a
 * chunk of its own (62 of the home screen's 98 files were under 1.5 KB), and every file costs the
 * phone a request and a module to set up. They are JavaScript only, so grouping them changes no
 * style's order. The first screen loads most of them anyway.
 */
const KIT_BASE =
  /node_modules[\\/](antd-mobile[\\/]es[\\/]utils|ahooks|classnames|lodash|rc-util|react-fast-compare|staged-components|tslib|@babel[\\/]runtime|use-sync-external-store|react-is)[\\/]/;
/**
 * The animation and gesture libraries with the kit's helpers built on them: the start screen has
 * no sheet or pull-to-refresh and never loads them (kept out of KIT_BASE, which it loads).
 */
const KIT_MOTION =
  /node_modules[\\/](@react-spring|@use-gesture|antd-mobile[\\/]es[\\/]utils[\\/](reduce-and-restore-motion|use-drag-and-pinch|use-tab-list-scroll)\.js)/;

/** The modules the start screen loads (known once the build has read them all). */
const START = startModules(FIRST_SCREEN_SOURCES);
/**
 * The modules the entry imports (the screens' table, the texts' loaders, the stored language): the
 * bundler keeps them in the entry, and neither group below may take one, or the entry would load
 * that group's chunk before the splash paints.
 */
const ENTRY = startModules(['src/main.tsx']);
/** Whatever a screen may import: the app's code, the shared package, libraries. */
const APP_CODE = /apps[\\/]web[\\/]src[\\/]|packages[\\/]shared[\\/]|node_modules[\\/]/;
/** Modules the bundler makes (its preload helper): left where the bundler puts them (the entry). */
const made = (id: string) => id.startsWith('\0');

// The customer app is served from the site root by the API server (hash routing, so one
// index.html); relative asset paths keep it working under any mount point.
export default defineConfig({
  base: './',
  plugins: [
    antdMobileParts(appDir),
    react(),
    START.plugin,
    ENTRY.plugin,
    startPreload(START_CHUNK),
  ],
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
    // A dynamic import asks for the chunks it imports at once (a <link rel="modulepreload"> each),
    // not a round trip later when the chunk has come: with the app in a few chunks that is 5–8
    // links, where it was 60 (20–34 ms of one task) before them. Chromium needs no polyfill.
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
            // Groups declared first take a module first, with what it imports: KIT_BASE takes the
            // helpers shared with KIT_MOTION's libraries before those could pull them in.
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]react-query[\\/]/ },
            { name: 'kit-base', test: (id) => KIT_BASE.test(id) && !KIT_MOTION.test(id) },
            { name: 'motion', test: KIT_MOTION },
            // Every request costs a phone a round trip, six at a time over HTTP/1.1: left to the
            // bundler, the quote screen loaded 57 files before its price (42 scripts, 15 style
            // sheets), most of them under 2 KB. The first screen's modules make one chunk (their
            // imports already have chunks above, or are in it), loaded after the splash paints...
            {
              name: START_CHUNK,
              test: (id) => START.has(id) && !ENTRY.has(id) && !made(id),
              includeDependenciesRecursively: false,
            },
            // ...and what two or more of the other screens share another: the first screen never
            // loads it, a signed-in screen loads it with its own chunk.
            {
              name: 'screens',
              test: (id) => APP_CODE.test(id) && !START.has(id) && !ENTRY.has(id) && !made(id),
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
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
