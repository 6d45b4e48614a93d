/** Resolves once the page's `load` event has fired (at once when it already has). */
export function pageLoaded(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else addEventListener('load', () => resolve(), { once: true });
  });
}

/**
 * Runs `run` when the main thread is next idle, or after `timeout` ms at the latest. While React renders in
 * slices, each slice queues the next one, so the browser reports no idle time until the render is done.
 * Browsers without requestIdleCallback (Safari) wait a fixed 200 ms.
 */
export function whenIdle(run: () => void, timeout: number): void {
  if ('requestIdleCallback' in window) requestIdleCallback(() => run(), { timeout });
  else setTimeout(run, 200);
}
