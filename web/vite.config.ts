/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// One id per build: the client compares it with /latest-build.json to notice a new deploy.
const buildId = process.env.BUILD_ID ?? `${Date.now().toString(36)}`;
const upstream = process.env.BFF_URL ?? 'http://127.0.0.1:8080';

/** Emits /latest-build.json, the file the BFF serves no-cache and the client polls. */
function latestBuild(): Plugin {
  return {
    name: 'casino-latest-build',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'latest-build.json',
        source: JSON.stringify({ build: buildId }),
      });
    },
  };
}

export default defineConfig({
  base: '/',
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  plugins: [
    react(),
    latestBuild(),
    VitePWA({
      disable: !!process.env.VITEST,
      strategies: 'generateSW',
      filename: 'sw.js',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      includeAssets: [],
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,webp,png,ico,webmanifest}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [
          /^\/app\//,
          /^\/events/,
          /^\/healthz/,
          /^\/readyz/,
          /^\/metrics/,
          /\.[a-z0-9]+$/i,
        ],
        cleanupOutdatedCaches: true,
        clientsClaim: false,
        skipWaiting: false,
        maximumFileSizeToCacheInBytes: 1_000_000,
      },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    cssCodeSplit: false,
    assetsInlineLimit: 0,
    modulePreload: false,
    rolldownOptions: {
      // Everything the first paint needs in one chunk: lazy pages import from it instead of splitting it apart.
      output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
    },
  },
  server: {
    proxy: {
      '/app/v1': { target: upstream, changeOrigin: true },
      '/events': { target: upstream, changeOrigin: true },
      '/latest-build.json': { target: upstream, changeOrigin: true },
    },
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
});
