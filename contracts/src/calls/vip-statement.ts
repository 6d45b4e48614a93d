import { z } from 'zod';
import { emptyRequest, epochMs, nonNegativeMinor } from '../common';
import { defineCalls } from '../define-call';

// The VIP statement: every level decision and every rebate with the figures that produced it (an addition: the
// spec names the VIP calls, not this one).

const dayKey = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

export const vipStatementCalls = defineCalls('vip', {
  getVipStatement: {
    summary:
      'The VIP statement: each level reached (the experience it needed), each keeping review (period experience against the level rule) and each rebate day per game type (valid turnover × rate).',
    public: false,
    addition: true,
    request: emptyRequest,
    answer: z.object({
      vip: z.number().int().min(0),
      /** Experience counting toward the next level now. */
      vipExp: z.number().int().min(0),
      /** Experience per whole ₱1 of valid turnover (1) and per whole ₱1 deposited (the rule, 0 = none). */
      expPerPesoBet: z.number().int().min(0),
      expPerPesoDeposit: z.number().int().min(0),
      keepPeriod: z.enum(['week', 'month']),
      promotions: z.array(
        z.object({ level: z.number().int().min(1), experience: z.number().int().min(0), reachedAt: epochMs }),
      ),
      reviews: z.array(
        z.object({
          /** The keeping period reviewed (YYYY-MM or ISO week). */
          period: z.string(),
          fromLevel: z.number().int().min(0),
          toLevel: z.number().int().min(0),
          periodExp: z.number().int().min(0),
          /** The level's keepExp as configured now. */
          keepExp: z.number().int().min(0),
          reviewedAt: epochMs,
        }),
      ),
      rebates: z.array(
        z.object({
          day: dayKey,
          /** Game type id (appGameTypeList). */
          type: z.number().int().min(0),
          /** Stakes − refunded stakes that day, minor units. */
          validBet: z.number().int(),
          /** The best rate the player's level gave this type that day, basis points. */
          rateBp: z.number().int().min(0),
          /** floor(validBet × rateBp / 10000): paid, or what it will pay. */
          bonus: nonNegativeMinor,
          receivedAt: epochMs.nullable(),
        }),
      ),
    }),
    examples: {
      request: {},
      answer: {
        vip: 1,
        vipExp: 1500,
        expPerPesoBet: 1,
        expPerPesoDeposit: 0,
        keepPeriod: 'month',
        promotions: [{ level: 1, experience: 1000, reachedAt: 1_767_225_600_000 }],
        reviews: [],
        rebates: [
          {
            day: '2026-01-01',
            type: 1,
            validBet: 150000,
            rateBp: 50,
            bonus: 750,
            receivedAt: null,
          },
        ],
      },
      invalidRequest: { channel: 2 },
    },
  },
});
