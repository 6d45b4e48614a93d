import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { findAxeViolations, findCoveredContent, findDefaultControls, findOverflow } from './support/look';

// The route sweep's detectors on fixture pages: each must flag the bare case and pass the styled one, or the
// sweep could pass a broken screen.
let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 360, height: 740 } });
});
afterAll(async () => {
  await browser?.close();
});

async function fixture(body: string, css = ''): Promise<void> {
  await page.setContent(
    `<!doctype html><html lang="en"><head><title>fixture</title><style>${css}</style></head><body><main>${body}</main></body></html>`,
  );
}

const STYLED = `
button, input, select, textarea { background: #141d45; color: #f4f6ff; border: 1px solid #2b3872; border-radius: 8px; }
input[type=checkbox] { accent-color: #f5c542; }`;

describe('default-styled controls', () => {
  const bare = `<button>Deposit</button><input aria-label="Amount"><select aria-label="Bank"><option>GCash</option></select>
    <textarea aria-label="Note"></textarea><input type="checkbox" aria-label="Agree"><input type="password" aria-label="Password">`;

  for (const scheme of ['light', 'dark']) {
    it(`flags a bare button, field, select, textarea and checkbox (color-scheme ${scheme})`, async () => {
      await fixture(bare, `:root { color-scheme: ${scheme}; }`);
      const found = await findDefaultControls(page);
      expect(found).toEqual([
        'button "Deposit" keeps the browser\'s default style',
        'input[type=text] "Amount" keeps the browser\'s default style',
        'select "Bank" keeps the browser\'s default style',
        'textarea "Note" keeps the browser\'s default style',
        'input[type=checkbox] "Agree" keeps the browser\'s default style',
        'input[type=password] "Password" keeps the browser\'s default style',
      ]);
    });

    it(`passes the same controls once styled (color-scheme ${scheme})`, async () => {
      await fixture(bare, `:root { color-scheme: ${scheme}; } ${STYLED}`);
      expect(await findDefaultControls(page)).toEqual([]);
    });
  }

  it('flags a button styled only in its font size (the grey box stays)', async () => {
    await fixture('<button style="font-size: 20px">Rotate seeds</button>');
    expect(await findDefaultControls(page)).toHaveLength(1);
  });

  it('ignores a hidden native control behind a custom one', async () => {
    await fixture('<label><input type="radio" style="opacity:0;position:absolute"> <span>₱50</span></label>');
    expect(await findDefaultControls(page)).toEqual([]);
  });
});

describe('sideways overflow', () => {
  it('flags a field wider than the phone and names it', async () => {
    await fixture('<form class="login"><input class="phone" style="width: 400px"></form>', STYLED);
    const found = await findOverflow(page);
    expect(found[0]).toMatch(/scrollWidth 4\d\d > 360/);
    expect(found.join('\n')).toContain('input.phone');
  });

  it('flags overflow that html { overflow-x: hidden } only hides', async () => {
    await fixture('<div class="row" style="width: 380px">x</div>', 'html, body { overflow-x: hidden; }');
    expect((await findOverflow(page)).join('\n')).toContain('div.row spans');
  });

  it('passes a horizontal scroller that clips its own tiles', async () => {
    await fixture('<div style="overflow-x: auto"><div style="width: 900px">tiles</div></div>');
    expect(await findOverflow(page)).toEqual([]);
  });
});

describe('floating elements over content', () => {
  const page360 = `<header style="display:flex;justify-content:space-between;height:48px"><h1 style="margin:0">Bonus</h1>
    <span class="dock" style="width:48px"></span></header>
    <p>Every deposit counts towards your VIP level and the weekly rebate.</p>
    <button>Move to balance</button>`;

  it('flags a bubble floating over text and a button, and names what it covers', async () => {
    await fixture(
      `${page360}<button class="bubble" aria-label="Jackpot" style="position:fixed;left:0;top:48px;width:360px;height:0"></button>
       <a href="/service" class="launcher" aria-label="Support" style="position:fixed;left:8px;top:60px;width:60px;height:60px">?</a>`,
      STYLED,
    );
    const found = await findCoveredContent(page);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/a\.launcher "Support" at 8,60 \(60×60\) covers /);
    expect(found[0]).toMatch(/text "Every deposit counts/);
  });

  it('passes the same button docked in the free end of the header', async () => {
    await fixture(
      `${page360}<a href="/service" aria-label="Support" style="position:fixed;right:4px;top:4px;width:40px;height:40px">?</a>`,
      STYLED,
    );
    expect(await findCoveredContent(page)).toEqual([]);
  });

  it('passes a tab bar and a dialog backdrop spanning the window (chrome, not floating)', async () => {
    await fixture(
      `${page360}<nav style="position:fixed;left:0;right:0;bottom:0;height:56px"><a href="/">Home</a></nav>
       <p style="position:absolute;top:700px">Last line</p>`,
      STYLED,
    );
    expect(await findCoveredContent(page)).toEqual([]);
  });
});

describe('axe-core', () => {
  it('reports grey-on-white text under 4.5:1 as a serious colour-contrast violation', async () => {
    await fixture('<p style="color: #aaa; background: #fff">Waiting for the payment</p>');
    const found = await findAxeViolations(page);
    expect(found.join('\n')).toMatch(/axe serious color-contrast/);
  });

  it('passes readable text', async () => {
    await fixture('<h1>Deposit</h1><p style="color: #222; background: #fff">Amount</p>');
    expect(await findAxeViolations(page)).toEqual([]);
  });
});
