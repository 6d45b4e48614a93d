import { ERR } from '@casino/contracts/errors';
import { formatMoney } from '@casino/contracts/money';
import { useEffect, useRef } from 'react';
import { claimErrorText } from '../../components/claim-error';
import { SpinWheel } from '../../components/spin-wheel';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { $spin, type InviteInfo, spinInviteWheel, spinLanded } from './agent-store';

/** The invite wheel: spins earned by valid invites; the server draws, the shared wheel turns to the prize. */
export function InviteSpin({ info }: { info: InviteInfo }) {
  const spin = useStore($spin);
  const section = useRef<HTMLElement>(null);
  // the invite-spin popup's "Spin now" lands here (/share#invite-spin): the wheel comes into view
  useEffect(() => {
    if (location.hash === '#invite-spin') section.current?.scrollIntoView({ block: 'center' });
  }, []);
  const wheel = info.wheel ?? [];
  if (wheel.length < 2) return null;
  const top = Math.max(...wheel);
  const result = spin.result;
  const landed = result !== null && !spin.busy;
  return (
    <section
      ref={section}
      id="invite-spin"
      className={info.spinCount > 0 ? 'card invite-spin has-spin' : 'card invite-spin'}
      aria-labelledby="invite-spin-title"
    >
      <h2 id="invite-spin-title" className="card-title">
        {t('agent.spinTitle')}
      </h2>
      <p className="agent-terms">{t('agent.spinsLeft', { count: info.spinCount })}</p>
      <div className="invite-wheel">
        <SpinWheel
          daily="spin"
          segments={wheel.map((amount) => ({
            label: formatMoney(amount, { trimZeroCents: true }),
            highlight: amount === top,
          }))}
          landing={result?.cell ?? null}
          spinKey={spin.spinNo}
          size={260}
          label={t('agent.wheelLabel')}
          onDone={() => void spinLanded()}
        />
      </div>
      <button
        type="button"
        className="btn btn-gold btn-block"
        disabled={spin.busy || info.spinCount === 0}
        onClick={() => void spinInviteWheel()}
      >
        {spin.busy ? t('agent.spinning') : t('agent.spin')}
      </button>
      <p className="invite-spin-result" role="status">
        {landed ? t('agent.spinWon', { amount: formatMoney(result.amount) }) : ''}
      </p>
      {landed && result.serverSeedHash && (
        <p className="agent-terms fair-line">
          {t('agent.spinFair', { hash: result.serverSeedHash.slice(0, 16), nonce: result.nonce ?? 0 })}
        </p>
      )}
      {spin.error && (
        <p className="form-alert" role="alert">
          {spin.error.code === ERR.NOT_ENOUGH_PROPS ? t('agent.noSpins') : claimErrorText(spin.error)}
        </p>
      )}
    </section>
  );
}
