import { formatMoney } from '@casino/contracts/money';
import { useEffect, useState } from 'react';
import { call } from '../../api/call';
import { EmptyState } from '../../components/states';
import { t } from '../../i18n';
import type { Round } from './round-client';
import { stepText } from './round-text';

/** The /fairness verifier with this round's inputs (the server seed is revealed by a rotation). */
export function verifyHref(r: Round): string {
  const q = new URLSearchParams({ engine: r.engine, clientSeed: r.clientSeed, nonce: String(r.nonce) });
  if (r.result.engine === 'mines') q.set('mines', String(r.result.mines));
  // slots: the game names the theme (reel lengths) and the symbols; the round, what the reels showed
  if (r.result.engine === 'slots') {
    q.set('gameId', String(r.gameId));
    q.set('round', r.roundId);
  }
  return `/fairness?${q}`;
}

/** GLI last-game recall: the last 10 rounds with outcome, steps, bet, win and balance before/after. */
export function RecallPanel({ gameId, refresh }: { gameId: number; refresh: number }) {
  const [open, setOpen] = useState(false);
  const [list, setList] = useState<Round[] | null>(null);

  useEffect(() => {
    if (!open) return;
    void refresh;
    let live = true;
    call('gameRoundRecall', { gameId }).then((r) => {
      if (live && r.ok) setList(r.data.list);
    });
    return () => {
      live = false;
    };
  }, [open, gameId, refresh]);

  return (
    <details className="play-panel" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('games.recallTitle')}</summary>
      {list?.length === 0 && <EmptyState />}
      <ol className="recall-list">
        {list?.map((r) => (
          <li key={r.roundId}>
            <div>
              {new Date(r.createTime).toLocaleString('en-PH', { timeZone: 'Asia/Manila' })} · #{r.nonce} ·{' '}
              {t(`games.status.${r.status}`)}
            </div>
            <div>
              {t('games.recallLine', {
                bet: formatMoney(r.bet),
                win: formatMoney(r.win),
                before: formatMoney(r.balanceBefore),
                after: formatMoney(r.balanceAfter),
              })}
            </div>
            <a href={verifyHref(r)} target="_blank" rel="noopener">
              {t('games.verifyRound')}
            </a>
            <div className="recall-steps">{r.steps.map(stepText).join(' → ')}</div>
          </li>
        ))}
      </ol>
    </details>
  );
}
