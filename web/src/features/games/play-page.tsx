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
import { $soundOn, setSoundOn } from './play-prefs';
import { RecallPanel } from './recall-panel';
import { ENGINES, type Engine, type Round, sessionFromQuery } from './round-client';
import { RulesPanel } from './rules-panel';
import './skins.css';
import { skinClass, skinOf, twinOf } from './skins';
import { unlockSound } from './sound';

// one chunk per engine
const VIEWS: Record<Engine, ComponentType<EngineProps>> = {
  color: lazy(() => import('./color-game').then((m) => ({ default: m.ColorGame }))),
  mines: lazy(() => import('./mines-game').then((m) => ({ default: m.MinesGame }))),
  crash: lazy(() => import('./crash-game').then((m) => ({ default: m.CrashGame }))),
  slots: lazy(() => import('./slots-game').then((m) => ({ default: m.SlotsGame }))),
  sicbo: lazy(() => import('./sicbo-game').then((m) => ({ default: m.SicboGame }))),
  baccarat: lazy(() => import('./baccarat-game').then((m) => ({ default: m.BaccaratGame }))),
  bingo: lazy(() => import('./bingo-game').then((m) => ({ default: m.BingoGame }))),
};

/** The sound toggle's icon: a speaker, with waves when on and crossed out when off. */
function SoundIcon({ on }: { on: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" fill="currentColor" />
      {on ? (
        <path d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11" />
      ) : (
        <path d="M16 9.5l5 5M21 9.5l-5 5" />
      )}
    </svg>
  );
}

/** /play/:engine — the page the launch URL opens inside the game frame. */
export function PlayPage() {
  const { engine } = useParams();
  const [params] = useSearchParams();
  const session = sessionFromQuery(params);
  const { data: config } = useStore($config);
  const wallet = useStore($wallet);
  // a demo shows its launch coins at once; each round's answer then carries the new figure
  const [demoBalance, setDemoBalance] = useState<number | null>(session?.balance ?? null);
  // remembered on this device; audio itself may start only after a tap (below)
  const muted = !useStore($soundOn);
  const [recallKey, setRecallKey] = useState(0);
  const game = config?.appGameList.find((g) => g.id === session?.gameId);
  const info = useGameInfo(session?.gameId ?? 0);
  const real = session?.mode === 'real';

  useEffect(() => {
    if (real) void refreshBalance();
  }, [real]);
  // sound remembered on: browsers start audio only inside a gesture, so the page's first tap wakes it
  useEffect(() => {
    if (muted) return;
    const wake = () => unlockSound();
    window.addEventListener('pointerdown', wake, { once: true, capture: true });
    return () => window.removeEventListener('pointerdown', wake, { capture: true });
  }, [muted]);
  // the panel (the slots paytable draws every symbol) renders only when its inputs change, not with every
  // round's balance or recall refresh: that render would land in the middle of the games' animations
  const rtp = game?.rtp ?? null;
  // one game in two looks says so, here and in the rules
  const twin = config ? twinOf(game, config.appGameList) : null;
  const sameAs = twin ? t('games.sameGame', { name: twin.name }) : undefined;
  const rules = useMemo(
    () => <RulesPanel engine={engine as Engine} rtp={rtp} info={info} sameAs={sameAs} />,
    [engine, rtp, info, sameAs],
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
    <section className={`play play-${engine} ${skinClass(skinOf(game?.imgKey))}`}>
      <header className="play-bar">
        {/* in the game frame the bar around it shows the title: here it is for assistive tech only */}
        <h1 className={GAME_FRAME ? 'sr-only' : undefined}>{game?.name ?? t(`games.${engine}.name`)}</h1>
        <output className="play-balance" aria-label={t('games.balance')}>
          {balance === null ? '—' : formatMoney(balance)}
        </output>
        <div className="play-tools">
          {rules}
          {real && <RecallPanel gameId={session.gameId} refresh={recallKey} />}
          <FairnessPanel refresh={recallKey} demoSession={real ? undefined : session.sessionId} />
          <button
            type="button"
            className="play-icon play-sound"
            aria-pressed={!muted}
            onClick={() => {
              // the tap that turns the sound on is the gesture browsers need before audio may start
              if (muted) unlockSound();
              setSoundOn(muted);
            }}
          >
            <SoundIcon on={!muted} />
            <span className="sr-only">{muted ? t('games.soundOff') : t('games.soundOn')}</span>
          </button>
        </div>
      </header>
      {session.mode === 'demo' && <p className="play-demo">{t('games.demoNote')}</p>}
      {sameAs && <p className="play-twin">{sameAs}</p>}
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
    </section>
  );
}
