import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CLIENT_DEFAULTS } from './common';
import { avatarUrl, DRAW_SPIN, requestTimeoutMs } from './constants';
import { exampleAppConfig } from './examples/app-config';
import { checkLength, checkSafeboxPassword, STATIC_LENGTH, textLength } from './lengths';
import { formatPhMobile, maskPhMobile, normalisePhMobile } from './phone';
import { classifyReward, isJackpotId, JACKPOT_TIER } from './reward-ids';
import { defaultChannel, depositItems, depositMinimum } from './wallet-rules';

const here = dirname(fileURLToPath(import.meta.url));

describe('PH mobile numbers', () => {
  it('maps every typed form to one canonical +639… number', () => {
    for (const typed of [
      '09171234567',
      '+639171234567',
      '639171234567',
      '9171234567',
      ' 0917-123-4567 ',
      '+63 917 123 4567',
    ]) {
      expect(normalisePhMobile(typed), typed).toBe('+639171234567');
    }
  });

  it('refuses landlines, wrong lengths and junk', () => {
    for (const typed of [
      '0281234567',
      '0917123456',
      '091712345678',
      '+6591234567',
      'abc',
      '',
      '09171234567x',
      `0${'9'.repeat(40)}`,
    ]) {
      expect(normalisePhMobile(typed), typed).toBeNull();
    }
  });

  it('formats and masks for display', () => {
    expect(formatPhMobile('+639171234567')).toBe('0917 123 4567');
    expect(maskPhMobile('+639171234567')).toBe('0917****567');
  });
});

describe('config lengths', () => {
  const lengths = exampleAppConfig.lengths;

  it('checks a value against the config range and says which bound failed', () => {
    expect(checkLength('account', 'juan01', lengths)).toEqual({ ok: true });
    expect(checkLength('account', 'juan', lengths)).toMatchObject({ ok: false, reason: 'tooShort', min: 6 });
    expect(checkLength('password', 'x'.repeat(21), lengths)).toMatchObject({
      ok: false,
      reason: 'tooLong',
      max: 20,
    });
    expect(checkLength('smsCode', '12345', lengths)).toMatchObject({ ok: false, reason: 'tooShort' });
  });

  it('counts an emoji as one character', () => {
    expect(textLength('Juan😀')).toBe(5);
    expect(checkLength('username', '😀😀', lengths)).toEqual({ ok: true });
  });

  it('keeps the example config inside the static schema bounds', () => {
    for (const kind of Object.keys(STATIC_LENGTH) as (keyof typeof STATIC_LENGTH)[]) {
      expect(lengths[kind].min).toBeGreaterThanOrEqual(STATIC_LENGTH[kind].min);
      expect(lengths[kind].max).toBeLessThanOrEqual(STATIC_LENGTH[kind].max);
    }
  });

  it('wants exactly the configured number of digits for the safebox password', () => {
    expect(checkSafeboxPassword('123456', 6)).toBe(true);
    expect(checkSafeboxPassword('12345', 6)).toBe(false);
    expect(checkSafeboxPassword('12345a', 6)).toBe(false);
  });
});

describe('reward ids', () => {
  it('classifies every id range of spec §3', () => {
    expect(classifyReward(2001)).toEqual({ kind: 'coin', unit: 'minor' });
    expect(classifyReward(2002).kind).toBe('points');
    expect(classifyReward(4001).kind).toBe('liveness');
    expect(classifyReward(60001).kind).toBe('diamond');
    expect(classifyReward(1001)).toEqual({ kind: 'generalCoupon', unit: 'percent' });
    expect(classifyReward(1099).kind).toBe('generalCoupon');
    expect(classifyReward(1100).kind).toBe('unknown');
    expect(classifyReward(1250)).toEqual({ kind: 'fixedCoupon', unit: 'percent' });
    expect(classifyReward(1399)).toEqual({ kind: 'giveCoupon', unit: 'minor' });
    expect(classifyReward(80002).kind).toBe('lottery');
    expect(classifyReward(40004).kind).toBe('newYear');
    expect(classifyReward(40005).kind).toBe('unknown');
  });

  it('names the jackpot tiers', () => {
    expect(classifyReward(JACKPOT_TIER.mega)).toMatchObject({ kind: 'jackpot', tier: 'mega' });
    expect(classifyReward(50002).tier).toBe('major');
    expect(classifyReward(50003).tier).toBe('minor');
    expect(classifyReward(50004).tier).toBe('mini');
    expect(classifyReward(50000).tier).toBe('generic');
    expect(classifyReward(50005)).toEqual({ kind: 'drawChance', unit: 'quantity' });
    expect(classifyReward(70001)).toEqual({ kind: 'spinChance', unit: 'quantity' });
    expect(isJackpotId(50006)).toBe(false);
  });
});

describe('deposit rules', () => {
  const channel = { minAmount: 0, minAmount2: 0 };

  it('uses ₱100.00 by default and ₱10,000.00 after a first deposit when minRechargeStatus is on', () => {
    expect(depositMinimum(channel, { minRechargeStatus: 1, hasDeposited: false })).toBe(10_000);
    expect(depositMinimum(channel, { minRechargeStatus: 1, hasDeposited: true })).toBe(1_000_000);
    expect(depositMinimum(channel, { minRechargeStatus: 0, hasDeposited: true })).toBe(10_000);
    expect(
      depositMinimum({ minAmount: 20_000, minAmount2: 50_000 }, { minRechargeStatus: 1, hasDeposited: true }),
    ).toBe(50_000);
  });

  it('offers only amount chips at or above the minimum', () => {
    const items = [{ price: 5_000 }, { price: 10_000 }, { price: 50_000 }];
    expect(depositItems(items, 10_000)).toEqual([{ price: 10_000 }, { price: 50_000 }]);
  });

  it('selects the stored, else last used, else default, else first channel', () => {
    const chans = [
      { id: 1, sort: 2, isDefault: 0 as const },
      { id: 2, sort: 1, isDefault: 0 as const },
      { id: 3, sort: 3, isDefault: 1 as const },
      { id: 4, sort: 4, isDefault: 0 as const, status: 0 as const },
    ];
    expect(defaultChannel(chans, 1, 2)?.id).toBe(1);
    expect(defaultChannel(chans, 4, 2)?.id).toBe(2); // stored channel closed
    expect(defaultChannel(chans, 99, 99)?.id).toBe(3);
    expect(
      defaultChannel(
        chans.filter((c) => c.id !== 3),
        null,
        null,
      )?.id,
    ).toBe(2);
    expect(defaultChannel([], 1, 1)).toBeNull();
  });
});

describe('constants', () => {
  it('times requests out by network class', () => {
    expect(requestTimeoutMs()).toBe(10_000);
    expect(requestTimeoutMs('4g')).toBe(10_000);
    expect(requestTimeoutMs('3g')).toBe(30_000);
    expect(requestTimeoutMs('2g')).toBe(20_000);
    expect(requestTimeoutMs('slow-2g')).toBe(20_000);
  });

  it('sends the spec §9 client identity', () => {
    expect(CLIENT_DEFAULTS).toMatchObject({ channel: 'WEB', clientReferrer: 'ph', appVersion: '1.1.6' });
  });

  it('builds avatar paths that cannot leave /avatar/', () => {
    expect(avatarUrl('3')).toBe('/avatar/3.webp');
    expect(avatarUrl('../x')).toBe('/avatar/..%2Fx.webp');
  });

  it('slows the draw spin until a step exceeds 300 ms', () => {
    const { startStepMs, slowdownStepMs, stopAboveMs } = DRAW_SPIN;
    let step = startStepMs;
    let steps = 0;
    while (step <= stopAboveMs) {
      step += slowdownStepMs;
      steps++;
    }
    expect(steps).toBe(12); // 80 → 320 ms in 20 ms increments
  });
});

describe('first-load modules', () => {
  // The web imports these at first load: they (and what they import) must not pull zod.
  const zodFree = [
    'money.ts',
    'fairness.ts',
    'fairness-vectors.ts',
    'enums.ts',
    'constants.ts',
    'reward-ids.ts',
    'phone.ts',
    'lengths.ts',
    'public-calls.ts',
    'wallet-rules.ts',
    'protection-rules.ts',
    'kyc-rules.ts',
    // lazy chunks (the fairness page, the slots game) import it: zod there would be a second copy to load
    'slots-themes.ts',
    // the lottery history page's verifier
    'lottery-draw.ts',
  ];

  function runtimeImports(file: string): string[] {
    const text = readFileSync(join(here, file), 'utf8');
    return [...text.matchAll(/^import\s+(?!type\b)[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
  }

  it.each(zodFree)('%s imports no zod, directly or through a local module', (file) => {
    const seen = new Set<string>();
    const visit = (f: string) => {
      if (seen.has(f)) return;
      seen.add(f);
      for (const spec of runtimeImports(f)) {
        expect(spec, `${f} imports ${spec}`).not.toMatch(/^zod/);
        if (spec.startsWith('.')) visit(`${resolve(dirname(join(here, f)), spec).slice(here.length + 1)}.ts`);
      }
    };
    visit(file);
  });
});
