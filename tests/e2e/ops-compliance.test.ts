// The compliance desk as an officer works it: a player gave their name and birthday, the officer imports the
// national exclusion list from a CSV, sees the counts (an invalid row with its reason), and the player's match
// waits in the screening hits with the evidence beside the list entry.
import { describe, expect, it } from 'vitest';
import opsTexts from '../../web/src/i18n/en-US.ops.json';
import { consolePage, makeOperator } from './support/ops';
import { platformCall } from './support/platform-api';
import { snap } from './support/shots';
import { stackAndBrowser } from './support/suite';
import { SHOWN_WITHIN } from './support/wait';

const env = stackAndBrowser();
const T = opsTexts.ops;
const C = T.compliance;

describe('operator console: compliance', () => {
  it('an officer imports the exclusion list and sees the hit on a player it matches', async () => {
    const { stack, browser } = env;
    const { token, userId } = await stack.platform.createUserSession();
    const saved = await platformCall(stack.platform.url, 'updateAppUserOther', token, {
      realName: 'Marites Bautista Santos',
      birthday: '1984-03-09',
    });
    expect(saved.errcode).toBe(0);

    const officer = await makeOperator(stack, ['compliance']);
    const desk = await consolePage(browser, stack, officer);
    await desk.page.getByRole('link', { name: T.nav.compliance }).click();
    await desk.page.getByText(C.hits.empty.open).waitFor({ timeout: SHOWN_WITHIN });
    await snap(desk.page, 'ops-compliance-empty-1440');
    await desk.page.getByRole('tab', { name: C.tabs.list }).click();
    await desk.page.locator('input[type="file"]').setInputFiles({
      name: 'ndrp-2026-11.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'name,birthday,id_number,kind\n"SANTOS, MARITES B.",03/09/1984,,family\nNobody,1980-01-01,,self\n',
      ),
    });
    await desk.page.getByRole('button', { name: C.list.import, exact: true }).click();
    const status = desk.page.getByRole('status');
    await status.getByText('1 added, 0 updated, 0 unchanged, 1 invalid. 1 new screening hits.').waitFor({
      timeout: SHOWN_WITHIN,
    });
    await status.getByText('Line 3: name: first and last name needed').waitFor();
    await desk.page.locator('tr', { hasText: 'SANTOS, MARITES B.' }).waitFor({ timeout: SHOWN_WITHIN });
    await snap(desk.page, 'ops-compliance-list-1440');

    await desk.page.getByRole('tab', { name: C.tabs.hits }).click();
    const row = desk.page.locator('tr', { hasText: 'Marites Bautista Santos' });
    await row.waitFor({ timeout: SHOWN_WITHIN });
    await row.getByText(C.matchedOn.nameBirthday).waitFor();
    await row.getByText(C.triggers.import).waitFor();
    await snap(desk.page, 'ops-compliance-hits-1440');
    await desk.page.setViewportSize({ width: 1280, height: 800 });
    await snap(desk.page, 'ops-compliance-hits-1280');
    await desk.page.getByRole('tab', { name: C.tabs.aml }).click();
    await desk.page.getByText(C.aml.empty).waitFor({ timeout: SHOWN_WITHIN });
    await snap(desk.page, 'ops-compliance-aml-1280');
    await desk.page.getByRole('tab', { name: C.tabs.requests }).click();
    await desk.page.getByText(C.requests.empty).waitFor({ timeout: SHOWN_WITHIN });
    await snap(desk.page, 'ops-compliance-requests-1280');

    expect(userId).toBeGreaterThan(0);
    expect(desk.errors).toEqual([]);
    await desk.close();
  });
});
