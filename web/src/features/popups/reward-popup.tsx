import { formatMoney } from '@casino/contracts/money';
import { classifyReward } from '@casino/contracts/reward-ids';
import { useEffect, useRef } from 'react';
import { useLayer } from '../../components/layer';
import { Sunburst } from '../../components/sunburst';
import { t } from '../../i18n';
import { closeOverlay, type Overlay } from '../../stores/overlays';

interface RewardItem {
  propId: number;
  /** Minor units for coin (2001). */
  count: number;
}

/** Reward popup: the whole screen is the dismiss target (TAP THE SCREEN TO CONTINUE). */
export function RewardPopup({ overlay }: { overlay: Overlay }) {
  const items = (Array.isArray(overlay.props.items) ? overlay.props.items : []) as RewardItem[];
  const multiple = typeof overlay.props.turnoverMultiple === 'number' ? overlay.props.turnoverMultiple : 0;
  const coin = items.filter((i) => classifyReward(i.propId).kind === 'coin').reduce((s, i) => s + i.count, 0);
  const ref = useRef<HTMLButtonElement>(null);
  const close = () => closeOverlay(overlay.id);
  // any tap continues, so Escape does too
  const layer = useLayer(close);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      className="reward-overlay"
      style={{ zIndex: layer.zIndex }}
      inert={!layer.top}
      role="dialog"
      aria-modal="true"
      aria-labelledby={`reward-${overlay.id}`}
    >
      <button ref={ref} type="button" className="reward-tap" onClick={close}>
        <Sunburst size={640} />
        <h2 id={`reward-${overlay.id}`} className="reward-title pop-in">
          {t('popup.rewardTitle')}
        </h2>
        <span className="reward-items">
          {items.map((item) => {
            const kind = classifyReward(item.propId).kind;
            return (
              <span key={`${item.propId}-${item.count}`} className="reward-item pop-in">
                <img src={`/img/reward/${kind}.svg`} width="64" height="64" alt="" />
                <span>{t(`reward.${kind}`)}</span>
                <strong>
                  {kind === 'coin' ? formatMoney(item.count) : t('popup.rewardItem', { count: item.count })}
                </strong>
              </span>
            );
          })}
        </span>
        {multiple > 0 && coin > 0 && (
          <span className="reward-terms">
            {t('popup.rewardTurnover', { multiple, turnover: formatMoney(coin * multiple) })}
          </span>
        )}
        {/* The advertising rules' tagline (a span: this whole layer is one tap target). */}
        <span className="reward-terms rg-tagline">{t('rg.tagline')}</span>
        <span className="reward-continue">{t('popup.tapToContinue')}</span>
      </button>
    </div>
  );
}
