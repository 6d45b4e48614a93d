import { type AnyCall, ERR, httpStatusFor, normaliseEnvelope } from '@casino/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Metrics } from '../plugins/metrics';
import type { Upstream } from '../plugins/upstream';
import { envelopeJson, failure, type Outcome, refusalJson } from './envelope-json';
import { UpstreamError } from './upstream-error';

/** An answer ready to send, and whether it is a success that may be cached. */
export interface CallOutcome extends Outcome {
  ok: boolean;
}

const upstreamIssues = z
  .array(z.object({ path: z.string().max(500), message: z.string().max(500) }))
  .max(100);

/**
 * Sends one validated call upstream and turns whatever comes back into an answer the client may
 * see: the normalised envelope with contract-checked data, or a 502/504 saying what went wrong.
 */
export class CallRunner {
  constructor(
    private readonly upstream: Upstream,
    private readonly metrics: Metrics,
  ) {}

  async run(
    call: AnyCall,
    payload: unknown,
    headers: Record<string, string>,
    log: FastifyBaseLogger,
    timeoutMs?: number,
  ): Promise<CallOutcome> {
    const name = call.name;
    let statusCode: number;
    let text: string;
    try {
      ({ statusCode, text } = await this.upstream.post(
        `${call.audience === 'operator' ? '/ops/v1/' : '/app/v1/'}${name}`,
        JSON.stringify(payload),
        headers,
        timeoutMs,
        call.policy.holdsUpToMs !== undefined,
      ));
    } catch (err) {
      const kind = err instanceof UpstreamError ? err.kind : 'other';
      this.metrics.upstreamErrors.labels(name, kind).inc();
      const cause = (err as Error).cause as { code?: unknown; message?: unknown } | undefined;
      // Known transport failures need no stack; anything unexpected keeps it.
      if (kind === 'other') log.error({ call: name, kind, err: cause ?? err }, 'upstream call failed');
      else
        log.warn(
          { call: name, kind, errorCode: cause?.code, reason: cause?.message },
          'upstream call failed',
        );
      const msg = err instanceof UpstreamError ? err.message : 'Upstream request failed';
      return kind === 'timeout'
        ? { ...failure(504, ERR.UPSTREAM_TIMEOUT, msg), ok: false }
        : { ...failure(502, ERR.BAD_UPSTREAM, msg), ok: false };
    }

    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return this.broken(name, statusCode, 'bad_json', 'Upstream answered with malformed JSON', log);
    }
    const envelope = normaliseEnvelope(body);
    if (envelope === null) {
      return this.broken(name, statusCode, 'bad_envelope', 'Upstream answer is not an envelope', log);
    }

    if (envelope.errcode !== ERR.OK) {
      const status = httpStatusFor(envelope.errcode);
      const issues =
        envelope.errcode === ERR.INVALID_REQUEST
          ? upstreamIssues.safeParse((body as { issues?: unknown }).issues)
          : null;
      // The typed detail (seconds to wait, attempts left…) goes on as it came, once checked; a detail that
      // breaks the contract is dropped and logged, and the refusal still reaches the player.
      if (envelope.detail === undefined && (body as { detail?: unknown }).detail !== undefined) {
        this.metrics.upstreamErrors.labels(name, 'contract').inc();
        log.error({ call: name, errcode: envelope.errcode }, 'upstream error detail breaks the contract');
      }
      const json = refusalJson(envelope.errcode, envelope.msg, {
        detail: envelope.detail,
        issues: issues?.success ? issues.data : undefined,
      });
      return { status, json, ok: false };
    }
    if (statusCode >= 400) {
      return this.broken(
        name,
        statusCode,
        'bad_envelope',
        'Upstream answered an error status with errcode 0',
        log,
      );
    }

    const checked = call.answer.safeParse(envelope.data);
    if (!checked.success) {
      this.metrics.upstreamErrors.labels(name, 'contract').inc();
      log.error(
        {
          call: name,
          issues: checked.error.issues.map((i: z.core.$ZodIssue) => ({
            path: i.path.join('.'),
            rule: i.code,
            message: i.message,
          })),
        },
        'upstream answer breaks the contract',
      );
      return {
        ...failure(502, ERR.BAD_UPSTREAM, `Upstream answer for ${name} broke the contract`),
        ok: false,
      };
    }
    return { status: 200, json: envelopeJson(ERR.OK, envelope.msg, checked.data), ok: true };
  }

  private broken(
    name: string,
    statusCode: number,
    kind: string,
    msg: string,
    log: FastifyBaseLogger,
  ): CallOutcome {
    // A 401 is a 401 whatever its body looks like: the client must log out.
    if (statusCode === 401) return { ...failure(401, ERR.UNAUTHORIZED, 'Not signed in'), ok: false };
    this.metrics.upstreamErrors.labels(name, kind).inc();
    log.error({ call: name, upstreamStatus: statusCode, kind }, msg);
    return { ...failure(502, ERR.BAD_UPSTREAM, msg), ok: false };
  }
}
