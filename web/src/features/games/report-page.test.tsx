import { registry } from '@casino/contracts/registry';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/games';
import { t } from '../../i18n';
import { json, resetApp, stubFetch } from '../../test/helpers';
import { ReportPage } from './report-page';

const HASH = 'a'.repeat(64);
const inHouse = {
  roundId: 'g-1-43',
  gameId: 4001,
  gameName: 'Gold Mines',
  bet: 1000,
  win: 1120,
  status: 'settled',
  createTime: 1_767_225_700_000,
  fair: { engine: 'mines', serverSeedHash: HASH, clientSeed: 'my seed', nonce: 41, mines: 3 },
};
const provider = {
  ...inHouse,
  roundId: 'isla-gaming:r-9',
  gameId: 5001,
  gameName: 'Isla Baccarat',
  fair: undefined,
};

beforeEach(() => resetApp());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/member/report rounds', () => {
  it('links each settled in-house round to the verifier with its inputs; a provider round has no link', async () => {
    stubFetch((url) => {
      if (url.endsWith('betRecordReport'))
        return json({ errcode: 0, msg: 'ok', data: registry.betRecordReport.examples.answer });
      return json({
        errcode: 0,
        msg: 'ok',
        data: { list: [inHouse, provider], pageNum: 1, pageSize: 20, pages: 1, total: 2 },
      });
    });
    render(
      <MemoryRouter>
        <ReportPage />
      </MemoryRouter>,
    );
    const links = await screen.findAllByRole('link', { name: t('games.verifyRound') });
    expect(links).toHaveLength(1);
    const href = new URL(links[0]!.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/fairness');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      engine: 'mines',
      clientSeed: 'my seed',
      nonce: '41',
      hash: HASH,
      mines: '3',
    });
    const baccarat = screen.getByText('Isla Baccarat').closest('li')!;
    expect(within(baccarat).queryByRole('link')).toBeNull();
  });
});
