import { type AnyCall, callList } from '@casino/contracts';
import { ERR, httpStatusFor } from '@casino/contracts/errors';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { CatalogueService } from '../catalogue/service';
import { CallError, issuesOf, notLoggedIn } from '../core/call-error';
import type { AnswerShape, CallContext, CallHandler, HandlerMap, SessionInfo } from '../core/handlers';
import type { Db } from '../db/client';
import {
  clientIp,
  describeDevice,
  resolveSession,
  sessionByToken,
  sessionFromRow,
  tokenFromHeader,
} from '../modules/auth';
import { isOperatorToken } from '../modules/operators';

export interface AppV1Options {
  db: Db;
  catalogue: CatalogueService;
  handlers: HandlerMap;
  /** Check every answer against its contract (tests, dev); a breach becomes a 500 and an error log. */
  validateAnswers: boolean;
  /** The modules' gates, run before a signed-in call's handler (see PlatformModule.gate). */
  gates?: readonly ((call: string, userId: number) => Promise<void>)[];
}

export function sendError(
  reply: FastifyReply,
  errcode: number,
  msg: string,
  extra: Record<string, unknown> = {},
) {
  return reply.code(httpStatusFor(errcode)).send({ errcode, msg, data: null, ...extra });
}

export function zodIssues(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}

function wire(shape: AnswerShape, data: unknown, msg = 'success'): unknown {
  if (shape === 'envelope') return { errcode: ERR.OK, msg, data };
  const fields = data && typeof data === 'object' ? data : {};
  return shape === 'code' ? { code: 200, msg, ...fields } : { errcode: ERR.OK, msg, ...fields };
}

/**
 * `POST /app/v1/<name>` for every call in the contracts registry. Order of checks: implemented (else 501,
 * whatever the body) → request valid (400 naming the fields) → session for non-public calls (401) →
 * maintenance for non-public calls (503) → the module's handler.
 */
export async function appV1Routes(app: FastifyInstance, opts: AppV1Options) {
  const { db, catalogue, handlers, validateAnswers, gates = [] } = opts;

  for (const call of callList as readonly AnyCall[]) {
    const handler = (handlers as Record<string, CallHandler<never> | undefined>)[call.name];
    const routeOpts = call.policy.bodyLimitBytes ? { bodyLimit: call.policy.bodyLimitBytes } : {};
    app.post(`/app/v1/${call.name}`, routeOpts, async (req, reply) => {
      if (!handler) return sendError(reply, ERR.NOT_AVAILABLE, `${call.name} is not available yet`);

      const parsed = call.request.safeParse(req.body ?? {});
      if (!parsed.success) {
        const issues = zodIssues(parsed.error);
        const first = issues[0];
        return sendError(
          reply,
          ERR.INVALID_REQUEST,
          `Invalid request: ${first?.path || 'body'}: ${first?.message}`,
          {
            issues,
          },
        );
      }

      const token = tokenFromHeader(req.headers.authorization);
      let resolved: Promise<SessionInfo | null> | null = null;
      const session = () => {
        resolved ??= token ? resolveSession(db, token) : Promise.resolve(null);
        return resolved;
      };
      /** What dispatch checks before a signed-in call's handler, once the session is known. */
      const enter = async (userId: number) => {
        const { maintenance } = await catalogue.snapshot();
        if (maintenance.status === 1) {
          throw new CallError(
            ERR.MAINTENANCE,
            maintenance.title || 'Under maintenance, please come back later',
          );
        }
        for (const gate of gates) await gate(call.name, userId);
      };
      let admitted = false;
      const ctx: CallContext = {
        requestId: req.id,
        log: req.log,
        client: {
          ip: clientIp(req.headers['x-forwarded-for'], req.ip),
          device: describeDevice(req.headers['user-agent']),
        },
        session,
        tokenSent: Boolean(req.headers.authorization?.trim()),
        user: async () => {
          const s = await session();
          if (!s) {
            // An operator token is no player session: say so, rather than a bare "log in".
            if (token && isOperatorToken(token)) {
              throw new CallError(
                ERR.UNAUTHORIZED,
                'An operator token cannot call player calls: use /ops/v1',
              );
            }
            throw notLoggedIn();
          }
          return s;
        },
        sessionRead: handler.readsSession && token ? sessionByToken(token, Date.now()) : null,
        admit: async (found) => {
          resolved = sessionFromRow(db, found ?? undefined);
          const s = await ctx.user();
          await enter(s.userId);
          admitted = true;
          return s;
        },
      };

      try {
        if (!call.public && !handler.readsSession) await enter((await ctx.user()).userId);
        const data = await handler.handle(parsed.data as never, ctx);
        if (!call.public && handler.readsSession && !admitted) {
          req.log.error({ call: call.name }, 'a handler that reads its session never admitted it');
          return sendError(reply, ERR.INTERNAL, `${call.name} did not check its session`);
        }
        if (validateAnswers) {
          const check = call.answer.safeParse(data);
          if (!check.success) {
            req.log.error({ call: call.name, issues: zodIssues(check.error) }, 'answer broke its contract');
            return sendError(reply, ERR.INTERNAL, `${call.name} answer broke its contract`);
          }
        }
        return reply.send(wire(handler.shape ?? 'envelope', data));
      } catch (err) {
        if (err instanceof CallError) {
          // every refused request names its fields, business rules as well as the schema
          const extra = err.errcode === ERR.INVALID_REQUEST ? { issues: issuesOf(err) } : {};
          return sendError(
            reply,
            err.errcode,
            err.message,
            err.detail ? { ...extra, detail: err.detail } : extra,
          );
        }
        throw err;
      }
    });
  }
}
