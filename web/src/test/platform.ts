// A scripted platform for store tests: answers by call name, in the envelopes the platform uses.
import { exampleActivityFlags } from '@casino/contracts/examples/activity-flags';
import type { ActivityFlags } from '../stores/activity';
import { json, stubFetch } from './helpers';

export const ok = (data: unknown) => json({ errcode: 0, msg: '', data });

/** A refusal; `detail` travels next to the errcode as the platform sends it. */
export const refused = (errcode: number, detail?: unknown) =>
  json({ errcode, msg: 'no', data: null, ...(detail ? { detail } : {}) });

/** refreshData answers at the top level of the envelope (spec §7); a player with nothing, unless told. */
export const refreshAnswer = (
  over: Partial<Record<'coin' | 'lottery' | 'vip' | 'vipExp' | 'userLevel' | 'bet', number>> = {},
) =>
  json({
    errcode: 0,
    msg: '',
    coin: 0,
    lottery: 0,
    vip: 0,
    vipExp: 0,
    userLevel: 0,
    bet: 0,
    hasPassword: true,
    ...over,
  });

/** Every red dot off and nothing deposited. */
export const NO_ACTIVITY_FLAGS: ActivityFlags = exampleActivityFlags;

export type Answers = Record<string, (body: Record<string, unknown> | null) => Response>;

/** Answers each /app/v1 call from `answers` by its name, with the request body; any other call fails the test. */
export function fakePlatform(answers: Answers) {
  return stubFetch((url, init) => {
    const name = callName(url);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : null;
    const answer = answers[name];
    if (!answer) throw new Error(`unexpected call ${name}`);
    return answer(body);
  });
}

export const callName = (url: string) => url.replace(/^.*\/app\/v1\//, '');
export const callNames = (calls: { url: string }[]) => calls.map((c) => callName(c.url));
