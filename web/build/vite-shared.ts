// Build pieces both entries share: the player app (vite.config.ts) and the operator console (vite.ops.config.ts).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes .br and .gz beside every text file of dist, so the BFF's static server can send them as they
 * are (preCompressed) instead of compressing on each request.
 */
export function precompress(): Plugin {
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
