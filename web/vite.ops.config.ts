/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/vite-shared';

// The operator console: a second app of this package, built on its own so nothing of it can reach the
// player's first load (DESIGN §10). `vite build` writes dist/ (emptying it), then this config writes
// dist/ops/, which the BFF serves under /ops/. No service worker: the console is online-only.
const upstream = process.env.BFF_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  root: fileURLToPath(new URL('./ops', import.meta.url)),
  base: '/ops/',
  // the player's public/ (art, icons, manifest) is served at / already
  publicDir: false,
  plugins: [react(), precompress()],
  build: {
    outDir: fileURLToPath(new URL('./dist/ops', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: {
      '/ops/v1': { target: upstream, changeOrigin: true },
    },
  },
});
