import './reality-check.css';
import '../i18n/protection';
import { formatMoney } from '@casino/contracts/money';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { call } from '../api/call';
import { t } from '../i18n';
import { nextRealityCheck } from '../stores/reality-check';
import { Dialog } from './dialog';

interface Shown {
  minutes: number;
  play: { wagered: number; net: number } | null;
}

/**
 * The reality check of a real-money game: every N minutes (the platform's `realityCheckMinutes`) from when the
 * game opened, a dialog over the game with the time played and the net result since then (from the platform's
 * ledger, so wins and stakes inside the game frame count). Keep playing, stop, or go set limits.
 */
export function RealityCheck({ startedAt, onStop }: { startedAt: number; onStop: () => void }) {
  const [every, setEvery] = useState<number | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    void call('selfLimitInfo', {}, { tips: false }).then((r) => {
      if (live) setEvery(r.ok ? r.data.realityCheckMinutes : 60);
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    void round;
    if (every === null || shown) return;
    let live = true;
    const due = nextRealityCheck(startedAt, every, Date.now());
    const timer = setTimeout(async () => {
      const r = await call('selfLimitInfo', { since: startedAt }, { tips: false });
      if (!live) return;
      setShown({
        minutes: Math.round((Date.now() - startedAt) / 60_000),
        play: r.ok && r.data.play ? { wagered: r.data.play.wagered, net: r.data.play.net } : null,
      });
    }, due - Date.now());
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [every, shown, startedAt, round]);

  if (!shown) return null;
  const keep = () => {
    setShown(null);
    setRound((n) => n + 1);
  };
  return (
    <Dialog
      title={t('protect.reality.title')}
      onClose={keep}
      actions={
        // keep playing first: the dialog focuses it, so a tap away from the figures does not leave the game
        <>
          <button type="button" className="btn btn-gold" onClick={keep}>
            {t('protect.reality.keep')}
          </button>
          <button type="button" className="btn btn-outline" onClick={onStop}>
            {t('protect.reality.stop')}
          </button>
          <Link className="btn btn-ghost" to="/member/self-limited">
            {t('protect.reality.limits')}
          </Link>
        </>
      }
    >
      <div className="reality-figures">
        <p>{t('protect.reality.played', { count: shown.minutes })}</p>
        {shown.play ? (
          <>
            <p className="reality-net">
              {t('protect.reality.net', {
                amount: `${shown.play.net > 0 ? '+' : ''}${formatMoney(shown.play.net)}`,
              })}
            </p>
            <p className="muted small">
              {t('protect.reality.wagered', { amount: formatMoney(shown.play.wagered) })}
            </p>
          </>
        ) : (
          <p className="muted small">{t('protect.reality.unknown')}</p>
        )}
      </div>
    </Dialog>
  );
}
