import { registry } from '@casino/contracts/registry';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/games';
import { t } from '../../i18n';
import { ActionKey } from '../../lib/action-key';
import { json, resetApp, stubFetch } from '../../test/helpers';
import { FairnessPanel } from './fairness-panel';
import { pinSeeds, playRound } from './round-client';

const shown = registry['anonymous/gameDemoSeed'].examples.answer;
const rotated = registry['anonymous/gameDemoRotate'].examples.answer;
const round = registry.gameRoundPlay.examples.answer;

beforeEach(() => {
  resetApp();
  pinSeeds(null);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function serve() {
  return stubFetch((url) => {
    if (url.endsWith('anonymous/gameDemoSeed')) return json({ errcode: 0, msg: 'ok', data: shown });
    if (url.endsWith('anonymous/gameDemoRotate')) return json({ errcode: 0, msg: 'ok', data: rotated });
    return json({ errcode: 0, msg: 'ok', data: round });
  });
}

describe('the fairness panel of a demo game', () => {
  it("shows the demo session's own seed hash and nonce, and a rotation reveals its server seed", async () => {
    const { calls } = serve();
    render(<FairnessPanel refresh={0} demoSession="demo-91c2" />);
    expect(calls).toHaveLength(0); // closed: nothing asked
    fireEvent.click(screen.getByRole('button', { name: t('games.fairTitle') }));
    const panel = screen.getByRole('dialog', { name: t('games.fairTitle') });
    expect(await screen.findByText(shown.serverSeedHash)).toBeTruthy();
    expect(screen.getByText(t('games.demoSeeds'))).toBeTruthy();
    expect(calls[0]?.url).toContain('/app/v1/anonymous/gameDemoSeed');
    expect(calls[0]?.body).toMatchObject({ sessionId: 'demo-91c2' });

    fireEvent.click(within(panel).getByRole('button', { name: t('games.rotate') }));
    expect(await screen.findByText(rotated.previous!.serverSeed)).toBeTruthy();
    expect(calls[1]?.url).toContain('/app/v1/anonymous/gameDemoRotate');
    expect(calls.some((c) => /\/fairness(Seed|Rotate)$/.test(c.url))).toBe(false);
    // a demo's seeds never pin the player's real rounds
    await playRound(
      { gameId: 1, sessionId: 'gs-1', mode: 'real' },
      { engine: 'slots', bet: 100 },
      new ActionKey(),
    );
    expect(calls.at(-1)?.body?.expect).toBeUndefined();
  });
});
