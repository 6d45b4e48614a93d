// Whether the page's Content-Security-Policy lets the LiveChat widget load. The BFF adds the widget's hosts
// only when the operator lists `livechat` in THIRD_PARTY_WIDGETS; a licence in the queue without that would
// give a button whose script the browser then blocks. A same-origin fetch can read the policy the BFF sends
// with its static files (latest-build.json is never cached by the service worker: it is how updates are seen).

export const LIVECHAT_SCRIPT_HOST = 'https://cdn.livechatinc.com';

/** True when `policy` lets scripts load from `host` (script-src, else default-src). */
export function cspAllowsScript(policy: string, host: string): boolean {
  const directives = new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!.toLowerCase(), sources] as const),
  );
  const sources = directives.get('script-src') ?? directives.get('default-src');
  if (!sources) return true;
  return sources.includes('*') || sources.includes(host) || sources.includes('https:');
}

let checked: Promise<boolean> | null = null;

/** Asked once per page load; a failed fetch answers false (no button that might not open). */
export function liveChatWidgetAllowed(dev = import.meta.env.DEV): Promise<boolean> {
  checked ??= fetch('/latest-build.json', { cache: 'no-store' })
    .then((res) => {
      const policy = res.headers.get('content-security-policy');
      // No policy at all: the Vite dev server, which sends none (the BFF always does).
      if (policy === null) return dev;
      return cspAllowsScript(policy, LIVECHAT_SCRIPT_HOST);
    })
    .catch(() => false);
  return checked;
}

/** Tests: forget the answer. */
export function resetWidgetCheck(): void {
  checked = null;
}
