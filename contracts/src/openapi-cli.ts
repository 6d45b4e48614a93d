// `pnpm --filter @casino/contracts openapi`: writes contracts/openapi.json (or the path given).
import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApi } from './openapi';

const target = resolve(
  process.argv[2] ?? resolve(dirname(fileURLToPath(import.meta.url)), '..', 'openapi.json'),
);
const doc = buildOpenApi();
writeFileSync(target, `${JSON.stringify(doc, null, 2)}\n`);
console.log(`wrote ${Object.keys(doc.paths).length} calls to ${target}`);
