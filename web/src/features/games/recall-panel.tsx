import { formatMoney } from '@casino/contracts/money';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { call } from '../../api/call';
import { EmptyState, ErrorState, Skeleton } from '../../components/states';
import { t } from '../../i18n';
import { slotsPaytableOf, useGameInfo } from './game-info';
import { PlaySheet } from './play-sheet';
import { RecallOutcome } from './recall-outcome';
import type { Round } from './round-client';
import { stepText } from './round-text';
import { type FairInputs, fairnessHref } from './verify-link';
import { VerifySheet } from './verify-sheet';

/** The /fairness verifier with this recalled round's inputs. */
export function verifyHref(r: Round): string {
  const engine = r.result.engine as FairInputs['engine'];
  return fairnessHref(
    {
      engine,
      serverSeedHash: r.serverSeedHash,
      clientSeed: r.clientSeed,
      nonce: r.nonce,
      ...(r.result.engine === 'mines' ? { mines: r.result.mines } : {}),
      ...(r.result.engine === 'bingo' ? { cards: r.result.cards.length } : {}),
    },
    r,
  );
}

/** GLI last-game recall, in a sheet from the game's top bar. */
export function RecallPanel({ gameId, refresh }: { gameId: number; refresh: number }) {
  return (
    <PlaySheet title={t('games.recallTitle')} icon="history">
      {() => <RecallList gameId={gameId} refresh={refresh} />}
    </PlaySheet>
  );
}

/** The last 10 rounds with outcome, steps, bet, win and balance before/after; read when shown, and after each round. */
function RecallList({ gameId, refresh }: { gameId: number; refresh: number }) {
  const [list, setList] = useState<Round[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    void refresh;
    void attempt;
    let live = true;
    call('gameRoundRecall', { gameId }).then((r) => {
      if (!live) return;
      // a failed reload keeps the rounds already shown
      setFailed(!r.ok);
      if (r.ok) setList(r.data.list);
    });
    return () => {
      live = false;
    };
  }, [gameId, refresh, attempt]);
  // slots symbols are named (and their art picked) by gameInfo's paytable, which the game page has loaded
  const wantsInfo = !!list?.some((r) => r.result.engine === 'slots');
  const paytable = slotsPaytableOf(useGameInfo(wantsInfo ? gameId : 0));
  // "Verify this round" opens the verifier over the game, in this tab: the round stays where it was
  const [verifying, setVerifying] = useState<string | null>(null);

  return (
    <>
      {list === null && !failed && <Skeleton lines={3} label={t('games.recallLoading')} />}
      {failed && <ErrorState onRetry={() => setAttempt((n) => n + 1)} />}
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
            <RecallOutcome round={r} paytable={paytable} />
            <button type="button" className="link-btn" onClick={() => setVerifying(verifyHref(r))}>
              {t('games.verifyRound')}
            </button>
            <div className="recall-steps">{r.steps.map(stepText).join(' → ')}</div>
          </li>
        ))}
      </ol>
      {/* on the page's body, not inside this sheet: the sheet under it turns inert, and would take it along */}
      {verifying &&
        createPortal(<VerifySheet href={verifying} onClose={() => setVerifying(null)} />, document.body)}
    </>
  );
}
