import { z } from 'zod';

/** Values the client appends to every request (spec §9). */
export const CLIENT_DEFAULTS = {
  appId: 'casino-ph',
  channel: 'WEB',
  clientReferrer: 'ph',
  appVersion: '1.1.6',
} as const;

/** Platform field: 0 on mobile, 1 on desktop (spec §9). */
export const CLIENT_PLATFORM = { mobile: 0, desktop: 1 } as const;

/**
 * Common fields carried by every request. Optional because the BFF fills in defaults
 * when a client (or a curl) leaves them out; typed strictly when present.
 */
export const commonFields = z.object({
  appId: z.string().max(64).optional(),
  channel: z.string().max(32).optional(),
  platform: z.union([z.literal(0), z.literal(1)]).optional(),
  clientReferrer: z.string().max(64).optional(),
  appVersion: z.string().max(32).optional(),
});

export type CommonFields = z.infer<typeof commonFields>;

/** A request schema: the call's own fields on top of the shared common fields. */
export function request<S extends z.ZodRawShape>(shape: S) {
  return commonFields.extend(shape);
}

/** The request of a call whose payload is empty: only the common fields. */
export const emptyRequest = commonFields;

/** Paging fields shared by list calls. */
export const pageRequest = {
  pageNum: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
};

/** A page of results as list calls answer it (`data.list`, `data.pages`). */
export function page<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
    pages: z.number().int(),
    total: z.number().int(),
  });
}

/** Integer minor units (centavos). Money never travels as a float. */
export const minor = z.number().int();
export const nonNegativeMinor = z.number().int().min(0);

/** Answer of calls that only acknowledge. */
export const ack = z.null();
