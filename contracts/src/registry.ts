import type { z } from 'zod';
import { appCalls } from './calls/app';
import type { AnyCall } from './define-call';

/**
 * Every call of the product, keyed by its path under /app/v1/. The BFF registers its routes from
 * this, the platform implements it, the web client's `call()` is typed from it.
 */
export const registry = {
  ...appCalls,
} as const;

export type Registry = typeof registry;
export type CallName = keyof Registry & string;
export type CallRequest<N extends CallName> = z.input<Registry[N]['request']>;
export type CallAnswer<N extends CallName> = z.output<Registry[N]['answer']>;

export const callList: readonly AnyCall[] = Object.values(registry);

export function getCall(name: string): AnyCall | undefined {
  return Object.hasOwn(registry, name) ? (registry as Record<string, AnyCall>)[name] : undefined;
}
