import { vi } from 'vitest';
import { signedIn, signedOut } from '../stores/session';

export interface Sent {
  name: string;
  body: Record<string, unknown>;
  authorization: string | null;
}
type Answer = { status?: number; errcode?: number; msg?: string; data?: unknown; detail?: unknown };
export type Handler = (body: Record<string, unknown>) => Answer | Promise<Answer>;

/** The /ops/v1 server as a script: one handler per call name; records what the console sent. */
export function fakeOps(handlers: Record<string, Handler>) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const name = String(input).replace(/^.*\/ops\/v1\//, '');
      const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
      const headers = init.headers as Record<string, string>;
      sent.push({ name, body, authorization: headers.authorization ?? null });
      const handler = handlers[name];
      const a = handler ? await handler(body) : { status: 404, errcode: 404, msg: `no ${name}` };
      return new Response(
        JSON.stringify({ errcode: a.errcode ?? 0, msg: a.msg ?? '', data: a.data ?? null, detail: a.detail }),
        { status: a.status ?? 200, headers: { 'content-type': 'application/json' } },
      );
    }),
  );
  return sent;
}

export function signInAs(id: number, roles: string[] = ['finance']): void {
  signedIn(`tok-${id}`, { id, login: `op${id}`, roles: roles as never });
}

export function resetOps(): void {
  signedOut();
  sessionStorage.clear();
}
