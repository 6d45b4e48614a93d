import './games.css';
import '../../i18n/games';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useBack } from '../../components/page-header';
import { ErrorState, Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { $config } from '../../stores/config';
import { $loggedIn } from '../../stores/session';
import { frameUrl, type Launch, leaveSession, startSession } from './launch';

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
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const launchRef = useRef<Launch | null>(null);
  const back = useBack();
  const navigate = useNavigate();

  useEffect(() => {
    let live = true;
    void attempt;
    setError(null);
    startSession(gameId, tryIt, activityId).then((r) => {
      if (!live) return;
      if (r.ok) {
        launchRef.current = r.data;
        setLaunch(r.data);
      } else setError(r.msg || t('games.startFailed'));
    });
    return () => {
      live = false;
    };
  }, [gameId, tryIt, activityId, attempt]);

  // leaving by any way (close, back, tab bar link) ends the session once
  useEffect(
    () => () => {
      const open = launchRef.current;
      launchRef.current = null;
      if (open) void leaveSession(open, $loggedIn.get());
    },
    [],
  );

  const close = () => {
    const open = launchRef.current;
    launchRef.current = null;
    if (open) void leaveSession(open, loggedIn);
    back();
  };

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
      </div>
      {error ? (
        <div className="game-start-state">
          <ErrorState message={error} onRetry={() => setAttempt((n) => n + 1)} />
          {!loggedIn && (
            <button type="button" className="btn" onClick={() => navigate('/auth/login')}>
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
    </section>
  );
}
