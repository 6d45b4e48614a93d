// What a player would call "broken-looking", measured in the page: sideways overflow, floating elements over
// content, controls left in the browser's default style, and axe-core's serious/critical findings.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One finding, already worded for the failure message. */
export type Finding = string;

/**
 * The page scrolls sideways, or an element sticks out past either edge without an ancestor clipping it
 * (html/body clipping does not count: `overflow-x: hidden` there only hides the bug).
 */
export async function findOverflow(page: Page): Promise<Finding[]> {
  return page.evaluate(() => {
    const vw = window.innerWidth;
    const out: string[] = [];
    const describe = (el: Element): string => {
      const parts: string[] = [];
      for (let n: Element | null = el; n && n !== document.body && parts.length < 4; n = n.parentElement) {
        const cls = [...n.classList].slice(0, 2).join('.');
        parts.unshift(`${n.tagName.toLowerCase()}${n.id ? `#${n.id}` : ''}${cls ? `.${cls}` : ''}`);
      }
      return parts.join(' > ');
    };
    const clipped = (el: Element): boolean => {
      for (
        let n = el.parentElement;
        n && n !== document.body && n !== document.documentElement;
        n = n.parentElement
      ) {
        const s = getComputedStyle(n);
        if (s.overflowX !== 'visible' || s.contain.includes('paint') || s.clipPath !== 'none') return true;
      }
      return false;
    };
    const sw = document.scrollingElement?.scrollWidth ?? 0;
    if (sw > vw) out.push(`the page scrolls sideways: scrollWidth ${sw} > ${vw}`);
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.right <= vw + 0.5 && r.left >= -0.5) continue;
      const s = getComputedStyle(el);
      if (s.visibility === 'hidden' || s.position === 'fixed' || s.clip !== 'auto') continue;
      if (clipped(el)) continue;
      // report the outermost offender only: its children stick out with it
      const parent = el.parentElement;
      if (parent && parent !== document.body) {
        const pr = parent.getBoundingClientRect();
        if ((pr.right > vw + 0.5 || pr.left < -0.5) && !clipped(parent)) continue;
      }
      out.push(`${describe(el)} spans ${Math.round(r.left)}…${Math.round(r.right)} px (viewport ${vw})`);
      if (out.length >= 6) break;
    }
    return out;
  });
}

/**
 * A row of tabs or chips (role="tablist", or a navigation of links) wider than its room that gives no sign there is
 * more: it must draw the scroll cue (the end glow of `.tabs` / `.scroll-cue`, a radial gradient in its background).
 */
export async function findUncuedScrollRows(page: Page): Promise<Finding[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.body.querySelectorAll('[role="tablist"], nav')) {
      const s = getComputedStyle(el);
      if (s.overflowX !== 'auto' && s.overflowX !== 'scroll') continue;
      if (el.scrollWidth <= el.clientWidth + 1 || el.clientWidth === 0) continue;
      if (s.backgroundImage.includes('radial-gradient')) continue;
      const name = el.getAttribute('aria-label') ?? [...el.classList].join('.');
      out.push(`the row "${name}" scrolls sideways (${el.scrollWidth} > ${el.clientWidth} px) with no cue`);
    }
    return out;
  });
}

/**
 * A floating element (position: fixed, not a bar) drawn over a control or over text: a bubble over a game's
 * paytable, a launcher over "Move to balance". Bars that span the window (the tab bar, the desktop's side
 * navigation, a dialog's backdrop) are the page's chrome: the layout keeps content clear of them.
 */
export async function findCoveredContent(page: Page): Promise<Finding[]> {
  return page.evaluate(() => {
    const vw = window.innerWidth;
    const vh = window.innerHeight;
    const out: string[] = [];
    const name = (el: Element): string => {
      const cls = [...el.classList].slice(0, 2).join('.');
      const label = el.getAttribute('aria-label') ?? el.getAttribute('data-testid') ?? '';
      return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}${label ? ` "${label}"` : ''}`;
    };
    const visible = (el: Element): boolean => {
      const s = getComputedStyle(el);
      return s.display !== 'none' && s.visibility !== 'hidden' && Number(s.opacity) > 0;
    };
    const floats: Element[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const s = getComputedStyle(el);
      if (s.position !== 'fixed' || !visible(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.width < 2 || r.height < 2) continue;
      if (r.right <= 0 || r.bottom <= 0 || r.left >= vw || r.top >= vh) continue;
      if (r.width >= vw * 0.9 || r.height >= vh * 0.9) continue; // chrome: a bar or a backdrop
      if (el.closest('[role="dialog"], [aria-modal="true"]')) continue;
      // a fixed element inside another fixed one is part of it
      if (floats.some((f) => f.contains(el))) continue;
      floats.push(el);
    }
    const overlap = (a: DOMRect, b: DOMRect): number =>
      Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
      Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
    const interactive =
      'a[href], button, input, select, textarea, iframe, [role="button"], [tabindex]:not([tabindex="-1"])';
    for (const f of floats) {
      const fr = f.getBoundingClientRect();
      const hits: string[] = [];
      for (const el of document.body.querySelectorAll(interactive)) {
        if (f.contains(el) || el.contains(f) || !visible(el)) continue;
        if (overlap(fr, el.getBoundingClientRect()) > 4) hits.push(name(el));
        if (hits.length >= 3) break;
      }
      if (hits.length < 3) {
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n && hits.length < 3; n = walker.nextNode()) {
          const text = (n.textContent ?? '').trim();
          const parent = n.parentElement;
          if (!text || !parent || f.contains(parent) || !visible(parent)) continue;
          if (parent.closest('script, style, noscript, .sr-only')) continue;
          const range = document.createRange();
          range.selectNodeContents(n);
          for (const r of range.getClientRects()) {
            if (overlap(fr, r) > 4) {
              hits.push(`text "${text.slice(0, 30)}"`);
              break;
            }
          }
        }
      }
      if (hits.length > 0) {
        out.push(
          `${name(f)} at ${Math.round(fr.left)},${Math.round(fr.top)} (${Math.round(fr.width)}×${Math.round(fr.height)}) covers ${hits.join(', ')}`,
        );
      }
    }
    return out;
  });
}

/**
 * Buttons and fields the page did not style: the visible control computes the same background, border style
 * and border width as a bare control of its kind (same colour scheme) in a shadow root, where no page
 * stylesheet reaches. Checkboxes and radios also keep the UA look unless appearance or accent-color changed.
 */
async function defaultControlsIn(frame: Frame): Promise<Finding[]> {
  return frame.evaluate(() => {
    const out: string[] = [];
    const host = document.createElement('div');
    host.style.cssText = 'position:absolute;left:-9999px;top:0;';
    document.body.append(host);
    const root = host.attachShadow({ mode: 'closed' });
    const signature = (s: CSSStyleDeclaration, box: boolean) =>
      box
        ? `${s.appearance}|${s.accentColor}|${s.backgroundColor}|${s.borderTopStyle}`
        : `${s.backgroundColor}|${s.borderTopStyle}|${s.borderTopWidth}|${s.borderBottomStyle}`;
    const bare = new Map<string, string>();
    const uaSignature = (el: Element, scheme: string, box: boolean): string => {
      const kind =
        el.tagName === 'INPUT' ? `input:${(el as HTMLInputElement).type}` : el.tagName.toLowerCase();
      const key = `${kind}|${scheme}`;
      let sig = bare.get(key);
      if (sig === undefined) {
        host.style.colorScheme = scheme;
        const probe = document.createElement(el.tagName.toLowerCase());
        if (el.tagName === 'INPUT') (probe as HTMLInputElement).type = (el as HTMLInputElement).type;
        root.replaceChildren(probe);
        sig = signature(getComputedStyle(probe), box);
        bare.set(key, sig);
      }
      return sig;
    };
    const skip = new Set(['hidden', 'range', 'file', 'color', 'image']);
    for (const el of document.querySelectorAll('button, input, select, textarea')) {
      if (el instanceof HTMLInputElement && skip.has(el.type)) continue;
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      if (r.width < 2 || r.height < 2 || s.visibility === 'hidden' || Number(s.opacity) === 0) continue;
      const box = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');
      if (signature(s, box) !== uaSignature(el, s.colorScheme, box)) continue;
      const name =
        el.getAttribute('aria-label') ??
        (el.textContent ?? '').trim().slice(0, 40) ??
        el.getAttribute('name') ??
        '';
      const kind = el instanceof HTMLInputElement ? `input[type=${el.type}]` : el.tagName.toLowerCase();
      out.push(
        `${kind} "${name || el.getAttribute('placeholder') || el.id}" keeps the browser's default style`,
      );
    }
    host.remove();
    return out;
  });
}

/** Default-styled controls in the page and its same-origin frames (the in-house games run in one). */
export async function findDefaultControls(page: Page): Promise<Finding[]> {
  const found: Finding[] = [];
  const origin = new URL(page.url()).origin;
  for (const frame of page.frames()) {
    if (frame === page.mainFrame()) {
      found.push(...(await defaultControlsIn(frame)));
      continue;
    }
    // a cross-origin frame (an outside provider's game) is not ours to style
    if (frame.isDetached() || !frame.url().startsWith(origin)) continue;
    const where = `[frame ${new URL(frame.url()).pathname}] `;
    for (const f of await defaultControlsIn(frame).catch(() => [])) found.push(where + f);
  }
  return found;
}

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/** axe-core over the page and its frames: every serious or critical violation, with up to 3 of its nodes. */
export async function findAxeViolations(page: Page): Promise<Finding[]> {
  for (const frame of page.frames()) {
    if (frame.isDetached()) continue;
    const has = await frame.evaluate(() => 'axe' in window).catch(() => true);
    if (!has) await frame.addScriptTag({ content: AXE_SOURCE }).catch(() => undefined);
  }
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<unknown> } })
      .axe;
    const res = (await axe.run(document, {
      resultTypes: ['violations'],
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    })) as { violations: unknown[] };
    return res.violations;
  })) as AxeViolation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 3)
        .map(
          (n) =>
            `${JSON.stringify(n.target)}${n.failureSummary ? ` — ${n.failureSummary.split('\n').slice(1).join(' ').trim().slice(0, 160)}` : ''}`,
        )
        .join('; ');
      return `axe ${v.impact} ${v.id} (${v.help}) ×${v.nodes.length}: ${nodes}`;
    });
}

/** Animations and transitions off, the caret hidden: what a screenshot or a measurement should see. */
export const STILL_CSS = `*,*::before,*::after{animation-duration:0s!important;animation-delay:0s!important;
transition-duration:0s!important;transition-delay:0s!important;caret-color:transparent!important;scroll-behavior:auto!important}`;
