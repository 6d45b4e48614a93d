import './lottery.css';
import '../../i18n/lottery';
import { t, tList } from '../../i18n';
import { LotteryHeader } from './lottery-parts';

/** /activity/lottery/rule: how the weekend lottery runs and how anyone verifies it. */
export function LotteryRulePage() {
  return (
    <section className="page lottery-page">
      <LotteryHeader title={t('route.lotteryRule')} current="/activity/lottery/rule" />
      <div className="card lottery-rule">
        <p>{t('lottery.rule.intro')}</p>
        <ol>
          {tList('lottery.rule.items').map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
        <h2 className="lottery-sub">{t('lottery.history.howTitle')}</h2>
        <p className="small">{t('lottery.history.how')}</p>
      </div>
    </section>
  );
}
