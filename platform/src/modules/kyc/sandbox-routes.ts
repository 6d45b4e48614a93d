// The KYC providers' HTTP side: POST /webhooks/kyc-<name> for every provider that calls back, and the sandbox
// provider's review page (GET /sandbox/kyc/<ref>, Approve / Reject) that posts its signed webhook over HTTP, as
// the payment sandbox's checkout does. The webhook route keeps the raw body: the signature is over those bytes.
import { KYC_STATUS } from '@casino/contracts/enums';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { deliverWebhook } from '../../core/webhook-signature';
import type { Db } from '../../db/client';
import { kycSubmissions } from '../../db/schema';
import type { KycProvider } from './provider';
import { handleKycWebhook } from './provider-webhook';
import {
  KYC_SANDBOX_SIGNATURE_HEADER,
  type SandboxKycProvider,
  sandboxVerdictBody,
} from './sandbox-provider';

export interface KycRoutesOptions {
  db: Db;
  /** Every provider whose webhook is served (the one in use, and the sandbox when served). */
  providers: readonly KycProvider[];
  sandbox: SandboxKycProvider | null;
  /** Where the sandbox posts its webhooks (default this platform's own address). */
  webhookUrl?: string;
  /** Prefix of the page the review returns to ('' = same origin: the web app). */
  returnUrl?: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>
body{margin:0;font-family:system-ui,sans-serif;background:#f2f4f7;color:#1d2939}
header{background:#0b3d91;color:#fff;padding:20px;font-size:20px;font-weight:700}
main{max-width:420px;margin:24px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 8px #0002}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:16px 0}dt{color:#667085}dd{margin:0;font-weight:600}
label{display:block;font-size:14px;color:#475467;margin-top:12px}select{width:100%;padding:10px;margin-top:4px;font-size:16px}
button{width:100%;padding:14px;margin-top:12px;border:0;border-radius:8px;font-size:16px;font-weight:600;cursor:pointer}
.approve{background:#0b3d91;color:#fff}.reject{background:#fee4e2;color:#b42318}.muted{color:#667085;font-size:14px}
.sandbox{background:#fffaeb;color:#b54708;padding:8px;border-radius:6px;font-size:13px;margin-bottom:16px}
</style></head><body>${body}</body></html>`;
}

const REJECT_REASONS = [
  'The face in the selfie does not match the photo on the ID.',
  'The photo of the ID is blurred; take it again in good light.',
  'The name or birthday does not match the ID.',
];

export async function kycProviderRoutes(app: FastifyInstance, opts: KycRoutesOptions): Promise<void> {
  const { db, sandbox } = opts;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  for (const provider of opts.providers) {
    if (!provider.verifyWebhook) continue;
    app.post(`/webhooks/kyc-${provider.name}`, async (req, reply) => {
      const raw = typeof req.body === 'string' ? req.body : '';
      const out = await handleKycWebhook(db, provider, raw, req.headers, req.log);
      return reply.code(out.status).send(out.body);
    });
  }
  if (!sandbox) return;

  const back = `${(opts.returnUrl ?? '').replace(/\/+$/, '')}/member/profile/kyc`;
  const submissionOf = async (ref: string) => {
    const id = sandbox.submissionOf(ref);
    if (id === null) return null;
    const [row] = await db.select().from(kycSubmissions).where(eq(kycSubmissions.id, id));
    return row ?? null;
  };

  app.get<{ Params: { ref: string } }>('/sandbox/kyc/:ref', async (req, reply) => {
    const row = await submissionOf(req.params.ref);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!row)
      return reply.code(404).send(page('Identity check', '<main><h1>Unknown verification</h1></main>'));
    const ref = escapeHtml(req.params.ref);
    if (row.status !== KYC_STATUS.pending) {
      const state = row.status === KYC_STATUS.approved ? 'approved' : 'rejected';
      return reply.send(
        page(
          'Identity check',
          `<header>Identity check</header><main><p>This verification is <strong>${state}</strong>.</p>
<p><a href="${escapeHtml(back)}">Back to the casino</a></p></main>`,
        ),
      );
    }
    const options = REJECT_REASONS.map((r) => `<option>${escapeHtml(r)}</option>`).join('');
    return reply.send(
      page(
        'Identity check',
        `<header>Identity check</header><main>
<div class="sandbox">Sandbox identity provider: decide this trial verification yourself. A real casino uses its
operators' review or a verification vendor.</div>
<dl><dt>Verification</dt><dd>#${row.id} · level ${row.level}</dd><dt>Name</dt><dd>${escapeHtml(row.realName)}</dd>
<dt>Live selfie</dt><dd>${row.selfieLeft && row.selfieRight ? '3 frames (face, left, right)' : 'one photo'}</dd></dl>
<form method="post" action="/sandbox/kyc/${ref}/approve"><button class="approve" type="submit">Approve</button></form>
<form method="post" action="/sandbox/kyc/${ref}/reject"><label>Reason the player reads
<select name="reason">${options}</select></label><button class="reject" type="submit">Reject</button></form>
</main>`,
      ),
    );
  });

  app.post<{ Params: { ref: string; decision: string }; Body: { reason?: string } | string }>(
    '/sandbox/kyc/:ref/:decision',
    async (req, reply) => {
      const { decision } = req.params;
      if (decision !== 'approve' && decision !== 'reject') return reply.code(404).send();
      const row = await submissionOf(req.params.ref);
      if (!row) return reply.code(404).type('text/html').send(page('Identity check', '<main>Unknown</main>'));
      if (row.status === KYC_STATUS.pending) {
        const form = typeof req.body === 'object' && req.body ? req.body : {};
        const reason = decision === 'reject' ? String(form.reason ?? REJECT_REASONS[0]).slice(0, 300) : '';
        const body = sandboxVerdictBody(row.id, decision === 'approve' ? 'approved' : 'rejected', reason);
        const status = await deliverWebhook(app, opts.webhookUrl, `/webhooks/kyc-${sandbox.name}`, body, {
          header: KYC_SANDBOX_SIGNATURE_HEADER,
          value: sandbox.sign(body),
        });
        req.log.info({ submissionId: row.id, decision, webhookStatus: status }, 'sandbox KYC decided');
      }
      return reply.code(303).header('location', back).send();
    },
  );
}
