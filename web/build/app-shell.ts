import type { Plugin } from 'vite';

/** The markers around the part of index.html's boot shell that only the home page (`/`) draws. */
export const HOME_BLOCK = /<!--home-->[\s\S]*?<!--\/home-->/;

/** index.html without the home-only block: what every path but `/` is served before the script runs. */
export function shellHtml(indexHtml: string): string {
  return indexHtml.replace(HOME_BLOCK, '');
}

/**
 * Emits dist/shell.html beside index.html. The BFF sends it as the SPA fallback and the service worker as
 * its navigation fallback, so a deep link never flashes the home banner before its own page renders.
 */
export function appShell(): Plugin {
  return {
    name: 'casino-app-shell',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const html = String(index.source);
      if (!HOME_BLOCK.test(html))
        this.error('index.html lost its <!--home--> block: the shell would show the banner everywhere');
      index.source = html.replace(/<!--home-->|<!--\/home-->/g, '');
      this.emitFile({ type: 'asset', fileName: 'shell.html', source: shellHtml(html) });
    },
  };
}
