import { type AnyCall, opsCallList } from '@casino/contracts';
import { ERR } from '@casino/contracts/errors';
import type { OperatorRole } from '@casino/contracts/operator-roles';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type AuditActor, writeAudit } from '../core/audit';
import { CallError, issuesOf } from '../core/call-error';
import type { OperatorIdentity, OpsCallContext, OpsCallHandler, OpsHandlerMap } from '../core/ops-handlers';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import { clientIp, describeDevice, tokenFromHeader } from '../modules/auth';
import { isOperatorToken, resolveOperatorSession } from '../modules/operators';
import { sendError, zodIssues } from './app-v1';

export interface OpsV1Options {
  db: Db;
  handlers: OpsHandlerMap;
  /** Tests and dev: a mutation that answered without its audit row becomes a 500 (always logged as an error). */
  validateAnswers: boolean;
  /** The clock sessions are checked against (DESIGN §12). */
  now?: () => Date;
}

const signInNeeded = () => new CallError(ERR.UNAUTHORIZED, 'Operator sign-in required: sign in at /ops/');

/**
 * `POST /ops/v1/<name>` for every operator call. Order: implemented (501) → request valid (400) → operator token
 * (401: none, a player's, expired) → one of the call's roles (403) → the handler. Operators work during
 * maintenance (that is when they fix things), so no maintenance check and no player gates.
 */
export async function opsV1Routes(app: FastifyInstance, opts: OpsV1Options) {
  const { db, handlers, validateAnswers } = opts;
  const now = opts.now ?? (() => new Date());

  for (const call of opsCallList as readonly AnyCall[]) {
    const handler = (handlers as Record<string, OpsCallHandler<never> | undefined>)[call.name];
    app.post(`/ops/v1/${call.name}`, async (req, reply) => {
      reply.header('cache-control', 'no-store');
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
      const client = {
        ip: clientIp(req.headers['x-forwarded-for'], req.ip),
        device: describeDevice(req.headers['user-agent']),
      };
      try {
        let operator: OperatorIdentity | null = null;
        let role = '';
        if (!call.public) {
          const token = tokenFromHeader(req.headers.authorization);
          if (!token) throw signInNeeded();
          if (!isOperatorToken(token)) {
            throw new CallError(
              ERR.UNAUTHORIZED,
              'A player token cannot call operator calls: sign in as an operator',
            );
          }
          operator = await resolveOperatorSession(db, token, now());
          if (!operator)
            throw new CallError(ERR.UNAUTHORIZED, 'Your operator session has ended: sign in again');
          const allowed = operator.roles.find((r) => call.roles.includes(r as OperatorRole));
          if (!allowed) {
            throw new CallError(
              ERR.FORBIDDEN,
              `${call.name} needs one of the roles ${call.roles.join(', ')}; you have ${operator.roles.join(', ') || 'none'}`,
            );
          }
          role = allowed;
        }
        const me = operator;
        const actor = (): AuditActor => {
          if (!me) throw signInNeeded();
          return { operatorId: me.operatorId, login: me.login, role, requestId: req.id, ip: client.ip };
        };
        const ctx: OpsCallContext = {
          requestId: req.id,
          log: req.log,
          client,
          operator: () => {
            if (!me) throw signInNeeded();
            return me;
          },
          actor,
          audit: (tx, entry) => writeAudit(tx, actor(), entry),
        };
        const data = await handler.handle(parsed.data as never, ctx);
        if (call.mutation && !(await audited(db, req.id))) {
          req.log.error({ call: call.name }, 'operator mutation answered without an audit row');
          if (validateAnswers) return sendError(reply, ERR.INTERNAL, `${call.name} wrote no audit row`);
        }
        if (validateAnswers) {
          const check = call.answer.safeParse(data);
          if (!check.success) {
            req.log.error({ call: call.name, issues: zodIssues(check.error) }, 'answer broke its contract');
            return sendError(reply, ERR.INTERNAL, `${call.name} answer broke its contract`);
          }
        }
        return reply.send({ errcode: ERR.OK, msg: 'success', data });
      } catch (err) {
        if (err instanceof CallError) {
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

/** Whether this request wrote its audit row (every operator mutation must, in its own transaction). */
async function audited(db: Db, requestId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(eq(auditLog.requestId, requestId))
    .limit(1);
  return row !== undefined;
}
