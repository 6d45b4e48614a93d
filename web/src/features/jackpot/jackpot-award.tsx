import { formatMoney } from '@casino/contracts/money';
import { classifyReward } from '@casino/contracts/reward-ids';
import { Dialog } from '../../components/dialog';
import { rewardText } from '../../components/reward-items';
import { SpinWheel } from '../../components/spin-wheel';
import { Sunburst } from '../../components/sunburst';
import { t } from '../../i18n';
import { CellArt, tierName } from './cell-label';
import { COUNT_UP_MS, type DrawResult, WHEEL_MS } from './jackpot-store';
import { useCountUp } from './use-shuffle';

const WHEEL_TIERS = ['mega', 'mini', 'major', 'mini', 'minor', 'mini', 'major', 'minor'] as const;
const TIER_ID = { mega: 50001, major: 50002, minor: 50003, mini: 50004 } as const;

/** The jackpot wheel (type 2, spec §4): it turns to the tier won, then the award counts the amount up. */
export function JackpotWheel({ result, onDone }: { result: DrawResult; onDone: () => void }) {
  const tier = classifyReward(result.propId).tier ?? 'mega';
  const landing = Math.max(0, WHEEL_TIERS.indexOf(tier as (typeof WHEEL_TIERS)[number]));
  return (
    <div
      className="jp-wheel-layer"
      role="dialog"
      aria-modal="true"
      aria-label={t('jackpot.award.wheelLabel')}
    >
      <Sunburst size={360} />
      <SpinWheel
        daily="draw"
        segments={WHEEL_TIERS.map((k) => ({ label: tierName(TIER_ID[k]), highlight: k === 'mega' }))}
        landing={landing}
        spinKey={result.drawId ?? result.id}
        durationMs={WHEEL_MS}
        onDone={onDone}
        label={t('jackpot.award.wheelLabel')}
        size={300}
      />
    </div>
  );
}

/** The award popup: the prize drawn; a jackpot's amount counts up from zero. */
export function JackpotAward({
  result,
  turnoverMultiple,
  onClose,
}: {
  result: DrawResult;
  turnoverMultiple: number;
  onClose: () => void;
}) {
  const jackpot = result.type === 2;
  const counted = useCountUp(result.bonus, COUNT_UP_MS, jackpot);
  const item = jackpot ? null : rewardText({ propId: result.propId, count: result.count });
  const coin = jackpot || classifyReward(result.propId).kind === 'coin';
  return (
    <Dialog
      title={jackpot ? t('jackpot.award.jackpotTitle') : t('jackpot.award.title')}
      onClose={onClose}
      className="jp-award"
      actions={
        <button type="button" className="btn btn-gold btn-block" onClick={onClose}>
          {t('jackpot.award.ok')}
        </button>
      }
    >
      <div className="jp-award__art">
        <Sunburst size={180} />
        <CellArt propId={result.propId} type={result.type} />
      </div>
      <p className="jp-award__won">{t('jackpot.award.won')}</p>
      {jackpot ? (
        <p className="jp-award__amount" data-testid="jackpot-amount">
          <span>{tierName(result.propId)}</span> {formatMoney(counted)}
        </p>
      ) : (
        <p className="jp-award__amount">
          <span>{item?.name}</span> {item?.amount}
        </p>
      )}
      {coin && turnoverMultiple > 0 && (
        <p className="jp-award__terms">{t('jackpot.award.terms', { multiple: turnoverMultiple })}</p>
      )}
    </Dialog>
  );
}
