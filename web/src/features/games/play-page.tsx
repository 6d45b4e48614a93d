import './games.css';
import '../../i18n/games';
import { formatMoney } from '@casino/contracts/money';
import { type ComponentType, lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { GAME_FRAME } from '../../lib/frame';
import { $config } from '../../stores/config';
import { $wallet } from '../../stores/session';
import { applyBalance, refreshBalance } from '../../stores/wallet';
import type { EngineProps } from './engine-props';
import { FairnessPanel } from './fairness-panel';
import { useGameInfo } from './game-info';
import { RecallPanel } from './recall-panel';
import { ENGINES, type Engine, type Round, sessionFromQuery } from './round-client';
import { RulesPanel } from './rules-panel';
import { skinOf } from './skins';
import { unlockSound } from './sound';

// one chunk per engine
const VIEWS: Record<Engine, ComponentType<EngineProps>> = {
  color: lazy(() => import('./color-game').then((m) => ({ default: m.ColorGame }))),
  mines: lazy(() => import('./mines-game').then((m) => ({ default: m.MinesGame }))),
  crash: lazy(() => import('./crash-game').then((m) => ({ default: m.CrashGame }))),
  slots: lazy(() => import('./slots-game').then((m) => ({ default: m.SlotsGame }))),
  bingo: lazy(() => import('./bingo-game').then((m) => ({ default: m.BingoGame }))),
};

/** /play/:engine — the page the launch URL opens inside the game frame. */
export function PlayPage() {
  const { engine } = useParams();
  const [params] = useSearchParams();
  const session = sessionFromQuery(params);
  const { data: config } = useStore($config);
  const wallet = useStore($wallet);
  // a demo shows its launch coins at once; each round's answer then carries the new figure
  const [demoBalance, setDemoBalance] = useState<number | null>(session?.balance ?? null);
  const [muted, setMuted] = useState(true);
  const [recallKey, setRecallKey] = useState(0);
  const game = config?.appGameList.find((g) => g.id === session?.gameId);
  const info = useGameInfo(session?.gameId ?? 0);
  const real = session?.mode === 'real';

  useEffect(() => {
    if (real) void refreshBalance();
  }, [real]);
  // the panel (the slots paytable draws every symbol) renders only when its inputs change, not with every
  // round's balance or recall refresh: that render would land in the middle of the games' animations
  const rtp = game?.rtp ?? null;
  const rules = useMemo(
    () => <RulesPanel engine={engine as Engine} rtp={rtp} info={info} />,
    [engine, rtp, info],
  );

  if (!session || !ENGINES.includes(engine as Engine)) return <p role="alert">{t('games.badLaunch')}</p>;
  const View = VIEWS[engine as Engine];
  const balance = real ? (wallet.status === 'ready' ? wallet.coin : null) : demoBalance;
  const onRound = (round: Round) => {
    if (real) applyBalance({ coin: round.balanceAfter });
    else setDemoBalance(round.balanceAfter);
    if (round.status !== 'open') setRecallKey((k) => k + 1);
  };

  return (
    <section className={`play play-${engine}`}>
      <header className="play-bar">
        {/* in the game frame the bar around it shows the title: here it is for assistive tech only */}
        <h1 className={GAME_FRAME ? 'sr-only' : undefined}>{game?.name ?? t(`games.${engine}.name`)}</h1>
        <output className="play-balance" aria-label={t('games.balance')}>
          {balance === null ? '—' : formatMoney(balance)}
        </output>
        <button
          type="button"
          className="play-sound"
          aria-pressed={!muted}
          onClick={() => {
            // the tap that turns the sound on is the gesture browsers need before audio may start
            if (muted) unlockSound();
            setMuted(!muted);
          }}
        >
          {muted ? t('games.soundOff') : t('games.soundOn')}
        </button>
      </header>
      {session.mode === 'demo' && <p className="play-demo">{t('games.demoNote')}</p>}
      <Suspense fallback={<Skeleton lines={6} label={t('games.loading')} />}>
        <View
          session={session}
          minBet={game?.minBet || 100}
          maxBet={game?.maxBet || 1_000_000}
          balance={balance}
          muted={muted}
          info={info}
          skin={skinOf(game?.imgKey)}
          onRound={onRound}
        />
      </Suspense>
      {rules}
      {real && <RecallPanel gameId={session.gameId} refresh={recallKey} />}
      <FairnessPanel refresh={recallKey} demoSession={real ? undefined : session.sessionId} />
    </section>
  );
}
