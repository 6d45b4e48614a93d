/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appShell } from './build/app-shell';
import { precompress } from './build/vite-shared';

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

/**
 * `en-US.json?first-load`: the en-US resource without the route titles that only other pages show. The
 * titles of the ~65 routes are a third of the resource; they arrive with the route table chunk
 * (page-routes.ts), which every page but home loads before it renders. en-US.json stays the one source
 * (the e2e suite reads the titles from it).
 */
const FIRST_LOAD_ROUTE_TITLES = [
  'home',
  'notFound',
  'serverError',
  // the footer's links
  'aboutUs',
  'termsOfUse',
  'privacyPolicy',
  'faq',
  'service',
];
function firstLoadMessages(): Plugin {
  const suffix = 'en-US.json?first-load';
  return {
    name: 'casino-first-load-messages',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(suffix)) return null;
      const file = await this.resolve(source.slice(0, -'?first-load'.length), importer);
      return file ? `${file.id}?first-load` : null;
    },
    load(id) {
      if (!id.endsWith(suffix)) return null;
      const file = id.slice(0, -'?first-load'.length);
      this.addWatchFile(file);
      const all = JSON.parse(readFileSync(file, 'utf8')) as { route: Record<string, string> };
      const route = Object.fromEntries(FIRST_LOAD_ROUTE_TITLES.map((k) => [k, all.route[k]]));
      return `export default ${JSON.stringify({ ...all, route })};`;
    },
  };
}

/**
 * Vite wraps every lazy import in a preload helper (~1 KB gzip in the entry) that also handles JS
 * modulepreload links and CSP nonces. With `modulePreload: false` the only deps are the lazy chunks' CSS
 * files, so this smaller helper does the same job: load each stylesheet once, then the chunk, and report a
 * failure as `vite:preloadError` (main.tsx reloads once on a missing chunk).
 */
function cssOnlyPreload(): Plugin {
  let base = '/';
  return {
    name: 'casino-css-only-preload',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      base = config.base;
    },
    load(id) {
      if (id !== '\0vite/preload-helper.js') return null;
      return `const seen = {};
export const __vitePreload = (load, deps) =>
  Promise.all((deps || []).map((dep) => (seen[dep] ??= new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = ${JSON.stringify(base)} + dep;
    link.onload = resolve;
    link.onerror = () => reject(new Error('Unable to preload CSS for ' + link.href));
    document.head.appendChild(link);
  })))).then(load).catch((error) => {
    const event = new Event('vite:preloadError', { cancelable: true });
    event.payload = error;
    window.dispatchEvent(event);
    if (!event.defaultPrevented) throw error;
  });`;
    },
  };
}

export default defineConfig({
  base: '/',
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  plugins: [
    react(),
    firstLoadMessages(),
    cssOnlyPreload(),
    latestBuild(),
    appShell(),
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
        // The console's build (dist/ops) is not the player's to precache.
        globIgnores: ['ops/**'],
        // index.html holds the home banner in its boot shell; every other path opens on shell.html
        navigateFallback: '/shell.html',
        navigateFallbackDenylist: [
          /^\/app\//,
          /^\/events/,
          /^\/healthz/,
          /^\/readyz/,
          /^\/metrics/,
          // The gateway's checkout, its webhooks and dev pages are the server's, never the app shell.
          /^\/sandbox\//,
          /^\/webhooks\//,
          /^\/dev\//,
          // The operator console (vite.ops.config.ts) is another app: its pages are never the player's shell.
          /^\/ops(\/|$)/,
          /\.[a-z0-9]+$/i,
        ],
        cleanupOutdatedCaches: true,
        clientsClaim: false,
        skipWaiting: false,
        maximumFileSizeToCacheInBytes: 1_000_000,
        // The build's own art is precached above. Images the catalogue names that the build does not ship (an
        // operator's upload, a provider's CDN: appGenericImgList, banners, type icons) are kept after their
        // first view, so the lobby browses offline. Opaque (no-CORS) answers are not kept: the browser counts
        // each as megabytes of quota.
        runtimeCaching: [
          {
            // Not the console's images (a KYC document must never sit in the player's cache): a console page
            // under this worker's scope still sends its fetches through it.
            urlPattern: ({ request, url }) =>
              request.destination === 'image' &&
              !url.pathname.startsWith('/ops/') &&
              !/^https?:\/\/[^/]+\/ops(\/|$)/.test(request.referrer),
            handler: 'CacheFirst',
            options: {
              cacheName: 'casino-images',
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
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
      // The payment gateway's checkout and webhooks, and the dev SMS outbox, live behind the BFF.
      '/sandbox': { target: upstream, changeOrigin: true },
      '/webhooks': { target: upstream, changeOrigin: true },
      '/dev': { target: upstream, changeOrigin: true },
    },
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // A hang guard, not a speed goal: with the other core busy a render-heavy file can take many seconds.
    testTimeout: 30_000,
  },
});
