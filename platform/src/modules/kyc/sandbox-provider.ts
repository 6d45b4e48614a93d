// The sandbox KYC provider: plays an identity vendor's part on a trial setup (never in production). Its review page
// (kyc/sandbox-routes.ts) decides a pending submission with Approve / Reject and calls us back with a webhook signed
// like the payment sandbox's, so a local trial is not stuck waiting for an operator and tests exercise the path a
// real vendor takes.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { type HeaderBag, readSignedEvent, signSandboxWebhook } from '../../core/webhook-signature';
import type { KycProvider, KycVerdict } from './provider';

export const KYC_SANDBOX_SIGNATURE_HEADER = 'x-kyc-sandbox-signature';

const sandboxVerdict = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(['verification.approved', 'verification.rejected']),
  data: z.object({
    reference: z.string().regex(/^\d{1,9}$/),
    reason: z.string().max(300).default(''),
  }),
});

/** The body the sandbox posts for its decision (shaped like a vendor's verification event). */
export function sandboxVerdictBody(
  submissionId: number,
  outcome: 'approved' | 'rejected',
  reason = '',
): string {
  return JSON.stringify({
    id: `kevt_${randomBytes(12).toString('hex')}`,
    type: `verification.${outcome}`,
    created_at: Math.floor(Date.now() / 1000),
    data: { reference: String(submissionId), reason },
  });
}

export class SandboxKycProvider implements KycProvider {
  readonly name = 'sandbox';
  constructor(
    private readonly opts: {
      secret: string;
      /** Prefix of the review page's URL as the browser reaches the platform ('' = same origin via the BFF). */
      publicUrl?: string;
    },
  ) {}

  async submit(): Promise<void> {}

  /**
   * The page's address carries a MAC of the submission id: whoever knows only a (sequential) submission id cannot
   * decide another player's verification.
   */
  pageRef(submissionId: number): string {
    const mac = createHmac('sha256', this.opts.secret).update(`kyc-review:${submissionId}`).digest('hex');
    return `${submissionId}-${mac.slice(0, 24)}`;
  }

  /** The submission id a page reference stands for, or null when it was not made here. */
  submissionOf(ref: string): number | null {
    const m = /^(\d{1,9})-([0-9a-f]{24})$/.exec(ref);
    if (!m) return null;
    const id = Number(m[1]);
    const want = Buffer.from(this.pageRef(id).slice(-24), 'hex');
    return timingSafeEqual(want, Buffer.from(m[2]!, 'hex')) ? id : null;
  }

  reviewUrl(submissionId: number): string {
    const base = (this.opts.publicUrl ?? '').replace(/\/+$/, '');
    return `${base}/sandbox/kyc/${this.pageRef(submissionId)}`;
  }

  sign(rawBody: string, t?: number): string {
    return signSandboxWebhook(this.opts.secret, rawBody, t);
  }

  verifyWebhook(rawBody: string, headers: HeaderBag, nowMs = Date.now()): KycVerdict {
    const e = readSignedEvent(
      {
        secret: this.opts.secret,
        header: KYC_SANDBOX_SIGNATURE_HEADER,
        what: 'a verification event',
        schema: sandboxVerdict,
      },
      rawBody,
      headers,
      nowMs,
    );
    return {
      eventId: e.id,
      submissionId: Number(e.data.reference),
      outcome: e.type === 'verification.approved' ? 'approved' : 'rejected',
      reason: e.data.reason,
    };
  }
}
