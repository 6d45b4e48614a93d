import type { CallName, Registry } from '@casino/contracts/registry';
import type { z } from 'zod';

/** A call's request after zod parsing (defaults applied), as handlers receive it. */
export type CallInput<N extends CallName> = z.output<Registry[N]['request']>;
