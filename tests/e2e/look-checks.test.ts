import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { findAxeViolations, findDefaultControls, findOverflow } from './support/look';

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
