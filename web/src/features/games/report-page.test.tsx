import { registry } from '@casino/contracts/registry';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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
  it('opens each settled in-house round in the verifier sheet with its inputs; a provider round has none', async () => {
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
    const verify = await screen.findAllByRole('button', { name: t('games.verifyRound') });
    expect(verify).toHaveLength(1);
    const baccarat = screen.getByText('Isla Baccarat').closest('li')!;
    expect(within(baccarat).queryByRole('button')).toBeNull();
    // the verifier opens over the records in a sheet with the round's inputs: the page stays where it is
    fireEvent.click(verify[0]!);
    const sheet = await screen.findByRole('dialog', { name: t('games.verifyRound') });
    await waitFor(() => expect(within(sheet).getByDisplayValue('my seed')).toBeTruthy());
    expect(within(sheet).getByDisplayValue('41')).toBeTruthy();
    expect(screen.getByText('Isla Baccarat')).toBeTruthy();
  });
});
