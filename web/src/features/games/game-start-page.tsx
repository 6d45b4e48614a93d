import './games.css';
import '../../i18n/games';
import { ERR } from '@casino/contracts/errors';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useBack } from '../../components/page-header';
import { RealityCheck } from '../../components/reality-check';
import { ErrorState, Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { $config } from '../../stores/config';
import { enterGame } from '../../stores/current-game';
import { $loggedIn } from '../../stores/session';
import { frameUrl, GameVisit, type Launch } from './launch';
import { loginHref } from './login-href';

/** The same game for real play: the address without tryIt. */
function realPlayPath(params: URLSearchParams): string {
  const q = new URLSearchParams(params);
  q.delete('tryIt');
  return `/game/start?${q}`;
}

/** Sign-up, then the same game for real coin. */
function registerHref(path: string): string {
  return `/auth/register?redirect=${encodeURIComponent(path)}`;
}

/** /game/start: opens a session and shows the game full-screen; leaving closes it and refreshes the balance. */
export function GameStartPage() {
  const [params] = useSearchParams();
  const gameId = Number(params.get('gameId'));
  const tryIt = params.get('tryIt') === '1';
  const activityId = Number(params.get('activityId')) || undefined;
  const loggedIn = useStore($loggedIn);
  const { data: config } = useStore($config);
  const game = config?.appGameList.find((g) => g.id === gameId);
  const [launch, setLaunch] = useState<Launch | null>(null);
  // when this real-money sitting began: the reality check counts from here
  const [startedAt, setStartedAt] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [demoRefused, setDemoRefused] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const visitRef = useRef<GameVisit | null>(null);
  const back = useBack();
  const navigate = useNavigate();
  // tryIt is a demo only where the catalogue offers one (or the platform agrees); otherwise a visitor is
  // asked to log in for real play, as without tryIt, and comes back to the real game
  const noDemo = tryIt && (demoRefused || (game !== undefined && game.tryIt !== 1));
  const toLogin = noDemo && !loggedIn;
  // a player is offered real play instead, never switched to it without being told
  const offerReal = noDemo && loggedIn;

  useEffect(() => {
    void attempt;
    if (noDemo) return;
    // each opening leaves its own session: a change of game (or a retry) never closes another one's
    const visit = new GameVisit(gameId, tryIt, activityId);
    visitRef.current = visit;
    setLaunch(null);
    setError(null);
    visit.started.then((r) => {
      if (visit.left) return;
      if (r.ok) {
        setLaunch(r.data);
        setStartedAt(Date.now());
      } else if (tryIt && r.errcode === ERR.FORBIDDEN) setDemoRefused(true);
      else setError(r.msg || t('games.startFailed'));
    });
    // leaving by any way within the app (close, back, tab bar link, another game) ends this session once
    return () => visit.leave();
  }, [gameId, tryIt, activityId, attempt, noDemo]);

  // the online ping reports the game the player is in, until they leave it
  useEffect(() => (noDemo ? undefined : enterGame(gameId)), [gameId, noDemo]);

  // closing the tab or leaving the site ends it too; a page the browser restores (back/forward cache)
  // opens a fresh session in place of the one it closed
  useEffect(() => {
    const hide = () => visitRef.current?.leaveWithPage();
    const show = (e: PageTransitionEvent) => {
      if (e.persisted && visitRef.current?.leftWithPage) setAttempt((n) => n + 1);
    };
    window.addEventListener('pagehide', hide);
    window.addEventListener('pageshow', show);
    return () => {
      window.removeEventListener('pagehide', hide);
      window.removeEventListener('pageshow', show);
    };
  }, []);

  // A game that navigates inside its frame (an outside provider's pages, a form post) adds entries to the
  // tab's history, and a plain back would step the frame back instead of leaving: step over them too.
  const historyAtStart = useRef(window.history.length);
  const close = () => {
    visitRef.current?.leave();
    const inFrame = window.history.length - historyAtStart.current;
    if (inFrame > 0 && window.history.state?.idx > 0) window.history.go(-(inFrame + 1));
    else back();
  };

  if (toLogin) return <Navigate replace to={loginHref(realPlayPath(params))} />;

  const title = game?.name ?? t('route.gameStart');
  return (
    <section className="game-start">
      <div className="game-start-bar">
        <button type="button" className="game-close" onClick={close} aria-label={t('games.close')}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
        <h1>{title}</h1>
        {launch?.mode === 'demo' && <span className="game-demo-badge">{t('games.demo')}</span>}
        {launch?.mode === 'demo' &&
          (loggedIn ? (
            <Link className="btn btn-gold btn-small game-real-cta" to={realPlayPath(params)} replace>
              {t('games.playReal')}
            </Link>
          ) : (
            <Link
              className="btn btn-gold btn-small game-real-cta"
              to={registerHref(realPlayPath(params))}
              aria-label={t('games.registerReal')}
            >
              {t('games.register')}
            </Link>
          ))}
      </div>
      {offerReal ? (
        <div className="game-start-state">
          <p role="status">{t('games.noDemo')}</p>
          <button
            type="button"
            className="btn"
            onClick={() => navigate(realPlayPath(params), { replace: true })}
          >
            {t('games.playReal')}
          </button>
        </div>
      ) : error ? (
        <div className="game-start-state">
          <ErrorState message={error} onRetry={() => setAttempt((n) => n + 1)} />
          {!loggedIn && (
            <button type="button" className="btn" onClick={() => navigate(loginHref(realPlayPath(params)))}>
              {t('games.login')}
            </button>
          )}
        </div>
      ) : launch ? (
        <iframe
          className="game-frame"
          title={title}
          src={frameUrl(launch)}
          allow="autoplay; fullscreen"
          referrerPolicy="same-origin"
        />
      ) : (
        <div className="game-start-state">
          <Skeleton lines={4} label={t('games.starting')} />
        </div>
      )}
      {launch?.mode === 'real' && startedAt > 0 && <RealityCheck startedAt={startedAt} onStop={close} />}
    </section>
  );
}
