// A KYC provider's webhook: verified by the provider, then the decision through review.ts (the one rule) — once.
// A verdict on a submission already decided (a retry, a second delivery, or the console decided first) answers
// 200 "duplicate" and changes nothing; a flagged submission (duplicate ID or image, name or birthday unlike the
// profile) is never approved by a provider: it waits for a compliance operator's override in the console.
import { OPS_ERR } from '@casino/contracts/ops-errors';
import type { FastifyBaseLogger } from 'fastify';
import { CallError } from '../../core/call-error';
import { type HeaderBag, WebhookRejected } from '../../core/webhook-signature';
import type { Db } from '../../db/client';
import type { KycProvider, KycVerdict } from './provider';
import { reviewKyc } from './review';

export interface KycWebhookAnswer {
  status: number;
  body: { errcode: number; msg: string; data: { outcome: string; submissionId: number | null } | null };
}

const answer = (
  status: number,
  msg: string,
  outcome: string,
  submissionId: number | null = null,
): KycWebhookAnswer => ({
  status,
  body: {
    errcode: status === 200 ? 0 : status,
    msg,
    data: status === 200 ? { outcome, submissionId } : null,
  },
});

export async function handleKycWebhook(
  db: Db,
  provider: KycProvider,
  rawBody: string,
  headers: HeaderBag,
  log: FastifyBaseLogger,
  nowMs?: number,
): Promise<KycWebhookAnswer> {
  if (!provider.verifyWebhook) return answer(404, 'This KYC provider sends no webhooks', 'none');
  let verdict: KycVerdict;
  try {
    verdict = provider.verifyWebhook(rawBody, headers, nowMs);
  } catch (err) {
    if (!(err instanceof WebhookRejected)) throw err;
    log.warn({ provider: provider.name, reason: err.reason, detail: err.message }, 'KYC webhook rejected');
    if (err.reason === 'malformed')
      return answer(400, 'Webhook body is not a verification event', err.reason);
    return answer(
      401,
      err.reason === 'stale' ? 'Webhook timestamp is too old' : 'Invalid webhook signature',
      err.reason,
    );
  }
  const { submissionId } = verdict;
  try {
    await reviewKyc(db, {
      submissionId,
      approve: verdict.outcome === 'approved',
      reason: verdict.reason || (verdict.outcome === 'rejected' ? 'The identity check did not pass.' : ''),
      mayOverride: false,
    });
  } catch (err) {
    if (!(err instanceof CallError)) throw err;
    if (err.errcode === OPS_ERR.KYC_DECIDED) return answer(200, 'Already decided', 'duplicate', submissionId);
    if (err.errcode === OPS_ERR.KYC_NOT_FOUND) return answer(404, 'No such submission', 'unknown');
    if (err.errcode === OPS_ERR.KYC_OVERRIDE_ROLE) {
      log.info({ provider: provider.name, submissionId }, 'flagged KYC submission left for compliance');
      return answer(409, 'Flagged by the checks: a compliance operator decides', 'flagged');
    }
    throw err;
  }
  log.info(
    { provider: provider.name, submissionId, outcome: verdict.outcome, eventId: verdict.eventId },
    'KYC decided by the provider',
  );
  return answer(200, 'Applied', verdict.outcome, submissionId);
}
