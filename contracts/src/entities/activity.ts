import { z } from 'zod';

/** An activity entry (spec §3); type 1 shows as a startup popup. */
export const activity = z.object({
  id: z.number().int(),
  /** Activity type id from ACTIVITY_TYPE. */
  activityType: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  type: z.number().int(),
  themeUrl: z.string(),
  /** 1 in-app route, 2 game, 3 external link. */
  clickType: z.number().int(),
  clickAction: z.number().int(),
  /** Route, game id or URL, depending on clickType. */
  target: z.string(),
  /** 0: hidden from visitors, who are sent to login. */
  unloginShowStatus: z.union([z.literal(0), z.literal(1)]),
  // The schedule and rules (spec §3 "a schedule", rules text); optional so an upstream without them still passes.
  /** Epoch ms the activity opens; 0 = open since always. */
  startTime: z.number().int().min(0).optional(),
  /** Epoch ms the activity closes; 0 = no end. */
  endTime: z.number().int().min(0).optional(),
  /** The rules shown on the activity's rule page (plain text, paragraphs split by blank lines). */
  rule: z.string().optional(),
});

export const activityFlags = z.object({
  spinAwardFlag: z.boolean(),
  taskAwardFlag: z.boolean(),
  agent5AwardFlag: z.boolean(),
  vipAwardFlag: z.boolean(),
  signInFlag: z.boolean(),
  emailAwardFlag: z.boolean(),
  canReceiveDrawChance: z.boolean(),
  hasTurntable: z.boolean(),
  totalRecharge: z.number().int().min(0),
});

export type Activity = z.infer<typeof activity>;
