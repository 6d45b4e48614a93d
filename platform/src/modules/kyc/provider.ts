// The KYC provider seam (like payments' gateway): a submission is handed to a provider once stored; a provider
// that decides on its own calls back with a signed webhook, verified here before anything changes. The default is
// the operator console's manual review (nothing leaves the platform; the KYC queue decides). A real vendor
// (Onfido, Veriff, Sumsub…) implements the same interface.
import type { HeaderBag } from '../../core/webhook-signature';

export interface KycHandOver {
  submissionId: number;
  userId: number;
  /** The level an approval grants (1 ID + live selfie, 2 also address and source of funds). */
  level: number;
}

/** A provider's verified decision on one submission. */
export interface KycVerdict {
  /** The provider's event id (logged; the submission's state is what makes applying it idempotent). */
  eventId: string;
  submissionId: number;
  outcome: 'approved' | 'rejected';
  /** Why, for a rejection: the player reads it in the mail. */
  reason: string;
}

export interface KycProvider {
  /** Stored on the submission; its webhook route is POST /webhooks/kyc-<name>. */
  readonly name: string;
  /** Hands a pending submission over, after it is stored (a vendor would fetch the documents now). */
  submit(s: KycHandOver): Promise<void>;
  /** Where a pending submission can be decided at once in a browser (the sandbox's page), else null. */
  reviewUrl(submissionId: number): string | null;
  /** Throws WebhookRejected unless the body is the provider's, signed, recent. Absent: no webhook. */
  verifyWebhook?(rawBody: string, headers: HeaderBag, nowMs?: number): KycVerdict;
}

/** The default: the console's KYC queue (and `ops kyc`) decides; nothing is sent anywhere. */
export const manualKycProvider: KycProvider = {
  name: 'manual',
  async submit() {},
  reviewUrl: () => null,
};
