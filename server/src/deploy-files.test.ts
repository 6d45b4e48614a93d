import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The scaled-out topology (compose.yaml, deploy/nginx.conf) and the images (Dockerfile) as an operator starts
// them. Compose itself checks the file where it is installed; the rest holds the three files to each other.
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const read = (file: string) => readFileSync(`${ROOT}/${file}`, 'utf8');

/** `docker compose` (v2 plugin) or `docker-compose` (v1), whichever answers; null where neither is installed. */
function composeCommand(): string[] | null {
  for (const cmd of [['docker', 'compose'], ['docker-compose']]) {
    try {
      execFileSync(cmd[0]!, [...cmd.slice(1), 'version'], { stdio: 'ignore' });
      return cmd;
    } catch {
      // not installed, or docker without the compose plugin
    }
  }
  return null;
}

const compose = composeCommand();

describe('deployment files', () => {
  it.skipIf(!compose)('compose accepts compose.yaml and names the seven services', () => {
    const [bin, ...args] = compose!;
    const run = (...more: string[]) =>
      execFileSync(bin!, [...args, '-f', 'compose.yaml', ...more], { cwd: ROOT, encoding: 'utf8' });
    expect(() => run('config', '-q')).not.toThrow();
    expect(run('config', '--services').trim().split('\n').sort()).toEqual(
      ['bff1', 'bff2', 'platform1', 'platform2', 'postgres', 'proxy', 'redis'].sort(),
    );
  });

  it('the proxy balances over exactly the BFF services compose starts, on their port', () => {
    const nginx = read('deploy/nginx.conf');
    const upstreams = [...nginx.matchAll(/^\s*server\s+([\w-]+):(\d+)/gm)].map((m) => `${m[1]}:${m[2]}`);
    expect(upstreams.sort()).toEqual(['bff1:8080', 'bff2:8080']);
    const yaml = read('compose.yaml');
    // both BFFs share one definition that builds the bff target and meets the others through Redis
    expect(yaml).toMatch(/^\s{2}bff1: \*bff$/m);
    expect(yaml).toMatch(/^\s{2}bff2: \*bff$/m);
    expect(yaml).toMatch(/build: \{ context: \., target: bff \}/);
    expect(yaml).toMatch(/REDIS_URL: redis:\/\/redis:6379/);
    // each BFF balances over both platforms, which share one definition on one PostgreSQL
    expect(yaml).toMatch(/UPSTREAM_URL: http:\/\/platform1:8090,http:\/\/platform2:8090/);
    expect(yaml).toMatch(/^\s{2}platform1: \*platform$/m);
    expect(yaml).toMatch(/^\s{2}platform2: \*platform$/m);
    // metrics stay off the public entry
    expect(nginx).toMatch(/location = \/metrics \{ return 404; \}/);
  });

  it('the Dockerfile has the two runtime targets compose builds, each run by plain node as a non-root user', () => {
    const dockerfile = read('Dockerfile');
    for (const target of ['platform', 'bff']) {
      const stage = dockerfile
        .split(/^FROM /m)
        .find((s) => s.trimEnd().split('\n')[0]!.endsWith(` AS ${target}`));
      expect(stage, `stage ${target}`).toBeDefined();
      expect(stage).toMatch(/^USER node$/m);
      expect(stage).toMatch(/^CMD \["node", "dist\/[\w/]+\.js"\]$/m);
      expect(stage).toMatch(/^HEALTHCHECK /m);
      // production dependencies only: the deploy folder, never the workspace install
      expect(stage).toMatch(/COPY --from=build \/out\/\w+\/node_modules \.\/node_modules/);
    }
    // the build context leaves out what a runtime image must not carry
    const ignore = read('.dockerignore').split('\n');
    expect(ignore).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', 'data', '.git']));
  });
});
