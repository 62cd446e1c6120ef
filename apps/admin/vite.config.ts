import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server serves the built console at /admin/; in development Vite proxies the API to it.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: {
    // npm hoists React 18 to the root (a peer of antd-mobile's @react-spring in the web app) and
    // keeps React 19 in apps/admin/node_modules; without this, react-router and react-query
    // would load the root copy and hooks would fail with two Reacts on the page.
    dedupe: ['react', 'react-dom'],
  },
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    port: 5174,
    strictPort: true,
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
});
