import '../../i18n/jackpot';
import './lucky-wheel.css';
import { ERR } from '@casino/contracts/errors';
import { formatMoney } from '@casino/contracts/money';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { LoginToClaim } from '../../components/login-to-claim';
import { rewardText, shortPrize } from '../../components/reward-items';
import { SpinWheel } from '../../components/spin-wheel';
import { ErrorState, Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import {
  $spin,
  $spinInfo,
  loadSpinInfo,
  odds,
  SPIN_MS,
  spinLanded,
  spinTurnoverMultiple,
  spinWheel,
} from './spin-store';

/** The odds list names the prize in full: "₱500", "20 × Points". */
const full = (item: { propId: number; count: number }) => {
  const { name } = rewardText(item);
  return item.propId === 2001 ? shortPrize(item) : `${item.count} × ${name}`;
};

/** The lucky wheel with its SPIN button, the spins held, the odds and the fairness note. */
export function SpinPanel() {
  const info = useStore($spinInfo);
  const spin = useStore($spin);
  useEffect(() => {
    void loadSpinInfo();
  }, []);
  if (info.status === 'error') return <ErrorState onRetry={() => void loadSpinInfo()} />;
  if (!info.data) return <Skeleton lines={6} />;
  const d = info.data;
  const chances = odds(d.segments);
  const busy = spin.phase !== 'idle';
  const terms = spinTurnoverMultiple();
  return (
    <div className="spin-panel">
      <SpinWheel
        daily="spin"
        segments={d.segments.map((s) => ({
          label: shortPrize(s),
          highlight: s.count >= 5000 && s.propId === 2001,
        }))}
        landing={spin.result?.index ?? null}
        spinKey={spin.result?.spinId}
        durationMs={SPIN_MS}
        onDone={spinLanded}
        label={t('spin.wheelLabel')}
      />
      {info.visitor ? (
        <LoginToClaim className="btn btn-gold btn-large spin-go" />
      ) : (
        <>
          <p className="spin-count" data-testid="spin-count">
            {t('spin.spins', { count: d.spinCount })}
          </p>
          <button
            type="button"
            className="btn btn-gold btn-large spin-go"
            onClick={() => void spinWheel()}
            disabled={busy || d.spinCount < 1}
          >
            {busy ? t('spin.spinning') : t('spin.go')}
          </button>
          {d.spinCount < 1 && !busy && (
            <p className="jp-status">
              {t('spin.need', {
                deposit: formatMoney(d.needDeposit, { trimZeroCents: true }),
                bet: formatMoney(d.needTyping, { trimZeroCents: true }),
              })}
            </p>
          )}
        </>
      )}
      {spin.error !== null && (
        <p className="form-alert" role="alert">
          {spin.error < 0
            ? t('spin.network')
            : spin.error === ERR.NOT_ENOUGH_PROPS
              ? t('spin.noSpin')
              : t('spin.failed', { code: spin.error })}
        </p>
      )}
      <section className="card spin-odds" aria-labelledby="spin-odds">
        <h2 id="spin-odds">{t('spin.odds')}</h2>
        <ul>
          {d.segments.map((s, i) => (
            <li key={s.id}>
              <span>{full(s)}</span>
              <strong>{t('spin.chance', { percent: chances[i] ?? '0' })}</strong>
            </li>
          ))}
        </ul>
        {terms > 0 && <p className="jp-note">{t('spin.terms', { multiple: terms })}</p>}
        <p className="jp-note">
          {t('spin.fair')} <Link to="/fairness">{t('jackpot.rules.fairLink')}</Link>
        </p>
      </section>
    </div>
  );
}
