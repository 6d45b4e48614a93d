/// <reference types="vitest/config" />
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// One id per build: the client compares it with /latest-build.json to notice a new deploy.
const buildId = process.env.BUILD_ID ?? `${Date.now().toString(36)}`;
const upstream = process.env.BFF_URL ?? 'http://127.0.0.1:8080';

// react-router's package exports only its development build (dev warnings on); the production build
// beside it is the same code with the warnings off, which the minifier then drops.
const routerDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const productionRouter = [
  { find: /^react-router$/, replacement: join(routerDir, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(routerDir, 'dist/production/dom-export.mjs') },
];

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

/**
 * Writes .br and .gz beside every text file of dist, so the BFF's static server can send them as they
 * are (preCompressed) instead of compressing on each request.
 */
function precompress(): Plugin {
  let outDir = '';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'casino-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      handler() {
        for (const file of walk(outDir)) {
          if (!/\.(js|css|html|svg|json|webmanifest|txt)$/.test(file) || statSync(file).size < 1024) continue;
          const body = readFileSync(file);
          writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  base: '/',
  resolve: { alias: command === 'build' ? productionRouter : [] },
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  plugins: [
    react(),
    latestBuild(),
    precompress(),
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
    // The first-load CSS is one file; a lazy page's own CSS travels with its chunk.
    cssCodeSplit: true,
    assetsInlineLimit: 0,
    modulePreload: false,
    rolldownOptions: {
      // Reading a property has no side effect in this app: lets unused lookups such as the contracts'
      // `{ [ERR.X]: '…' }` message tables drop out of the first load.
      treeshake: { propertyReadSideEffects: false },
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
}));
