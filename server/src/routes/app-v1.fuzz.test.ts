import { type AnyCall, callList } from '@casino/contracts';
import { startTestPlatform, type TestPlatform } from '@casino/platform/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateLimitPluginOptions } from '../plugins/rate-limit';
import { badBodies } from '../testing/bad-bodies';
import { buildTestApp } from '../testing/build-test-app';

// Every registry call × generated bad bodies, through the BFF to a real platform (PostgreSQL when
// TEST_DATABASE_URL is set). A failure prints the seed and the mutation: FUZZ_SEED=<seed> reproduces it.
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const PER_CALL = Number(process.env.FUZZ_BODIES ?? 200);
const PARALLEL = 8;
/** Every 400 names its fields, business rules included; FUZZ_REQUIRE_ISSUES=0 only lists the ones that do not. */
const REQUIRE_ISSUES = process.env.FUZZ_REQUIRE_ISSUES !== '0';

const generous = { max: 1_000_000, timeWindowMs: 60_000 };
const NO_LIMITS: RateLimitPluginOptions['budgets'] = {
  auth: { perIp: generous, perSubject: generous },
  otp: { perIp: generous, perSubject: generous },
  claim: { perIp: generous, perSubject: generous },
  default: { perIp: generous },
};

interface Answer {
  status: number;
  body: { errcode?: number; msg?: string; issues?: { path?: unknown; message?: unknown }[] } | null;
}

const hasNamedIssues = (b: Answer['body']) =>
  Array.isArray(b?.issues) &&
  b.issues.length > 0 &&
  b.issues.every((i) => typeof i.path === 'string' && typeof i.message === 'string');

describe(`every call survives bad bodies (seed ${SEED}, ${PER_CALL} per call)`, () => {
  let platform: TestPlatform;
  let app: FastifyInstance;
  /** call → messages of 400s that name no field (business rules of the platform). */
  const unnamed = new Map<string, Set<string>>();

  beforeAll(async () => {
    platform = await startTestPlatform({ validateAnswers: false });
    app = await buildTestApp({ upstreamUrl: platform.url, rateLimit: NO_LIMITS, beacon: { flushMs: 50 } });
  }, 180_000);
  afterAll(async () => {
    if (unnamed.size > 0) {
      const lines = [...unnamed].map(([call, msgs]) => `  ${call}: ${[...msgs].slice(0, 3).join(' | ')}`);
      console.warn(`[fuzz] 400s without issues[] in ${unnamed.size} calls:\n${lines.join('\n')}`);
    }
    await app?.close();
    await platform?.close();
  });

  async function send(call: AnyCall, text: string, token: string | null): Promise<Answer> {
    const res = await app.inject({
      method: 'POST',
      url: `/app/v1/${call.name}`,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      payload: text,
    });
    let body: Answer['body'] = null;
    try {
      body = JSON.parse(res.body);
    } catch {}
    return { status: res.statusCode, body };
  }

  it.each(callList.map((c) => [c.name, c] as const))(
    '%s',
    async (_name, call) => {
      // Each call gets its own player: a body that happens to be valid may log out or change the password.
      const token = await platform.createSession();
      const seed = SEED + [...call.name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 0);
      // Bodies the contract accepts reach the platform as their parsed value (unknown keys dropped): send each
      // distinct one once per token mode, so the run's time goes to the variety, not to repeats.
      const seen = new Set<string>();
      const bodies = badBodies(call.examples.request, PER_CALL, seed).filter((b, i) => {
        let parsed: ReturnType<typeof call.request.safeParse>;
        try {
          parsed = call.request.safeParse(JSON.parse(b.text));
        } catch {
          return true;
        }
        if (!parsed.success) return true;
        const key = `${i % 2}:${JSON.stringify(parsed.data)}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      const failures: string[] = [];
      for (let i = 0; i < bodies.length; i += PARALLEL) {
        const slice = bodies.slice(i, i + PARALLEL);
        const answers = await Promise.all(
          slice.map((b, j) => send(call, b.text, (i + j) % 2 === 0 ? token : null)),
        );
        answers.forEach((a, j) => {
          const body = slice[j] as (typeof bodies)[number];
          const what = `${body.how} (${(i + j) % 2 === 0 ? 'with' : 'without'} token) → ${a.status} ${JSON.stringify(a.body)?.slice(0, 200)}`;
          const notYet = a.status === 501 && a.body?.errcode === 501;
          if (a.status >= 500 && !notYet) failures.push(what);
          if (a.status === 400 && !hasNamedIssues(a.body)) {
            const msgs = unnamed.get(call.name) ?? new Set<string>();
            msgs.add(String(a.body?.msg));
            unnamed.set(call.name, msgs);
            if (REQUIRE_ISSUES) failures.push(`400 without issues[]: ${what}`);
          }
        });
      }
      expect(failures, `seed ${seed} (FUZZ_SEED=${SEED})`).toEqual([]);
    },
    120_000,
  );

  it('leaves both servers alive and serving', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    const config = await app.inject({
      method: 'POST',
      url: '/app/v1/anonymous/appConfig',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(config.statusCode).toBe(200);
    expect((await fetch(`${platform.url}/readyz`)).status).toBe(200);
  });
});
