import { TIME_ZONE } from '@casino/contracts/constants';
import type { FastifyInstance } from 'fastify';
import { deliverWebhook as deliverSignedWebhook } from '../../core/webhook-signature';
import { SANDBOX_SIGNATURE_HEADER } from './gateway';

// What the sandbox gateway's pages share: the look, escaping, Manila time, and posting its signed webhook.

// The checkout speaks Philippine time, as the app does.
export const EXPIRY_FORMAT = new Intl.DateTimeFormat('en-PH', {
  timeZone: TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function page(title: string, color: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>
body{margin:0;font-family:system-ui,sans-serif;background:#f2f4f7;color:#1d2939}
header{background:${color};color:#fff;padding:20px;font-size:20px;font-weight:700}
main{max-width:420px;margin:24px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 8px #0002}
.amount{font-size:32px;font-weight:700;margin:8px 0 16px}.muted{color:#667085;font-size:14px}
.qr{width:200px;margin:16px auto}.qr svg{width:100%;height:auto;display:block}
label{display:block;font-size:14px;margin-top:12px}input{width:100%;box-sizing:border-box;padding:12px;font-size:18px;letter-spacing:2px;border:1px solid #98a2b3;border-radius:8px}
.ref{font-size:24px;font-weight:700;letter-spacing:2px}.error{background:#fee4e2;color:#b42318;padding:12px;border-radius:8px}
button{width:100%;padding:14px;margin-top:12px;border:0;border-radius:8px;font-size:16px;font-weight:600;cursor:pointer}
.approve{background:${color};color:#fff}.decline{background:#fee4e2;color:#b42318}
.sandbox{background:#fffaeb;color:#b54708;padding:8px;border-radius:6px;font-size:13px;margin-bottom:16px}
</style></head><body>${body}</body></html>`;
}

/** POSTs the sandbox gateway's signed webhook over real HTTP to our own address (or app.inject when not listening). */
export function deliverWebhook(
  app: FastifyInstance,
  webhookUrl: string | undefined,
  path: string,
  body: string,
  signature: string,
): Promise<number> {
  return deliverSignedWebhook(app, webhookUrl, path, body, {
    header: SANDBOX_SIGNATURE_HEADER,
    value: signature,
  });
}
