import { useEffect } from 'react';
import { ProgressMeter } from '../../components/progress-meter';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { $buckets, type BucketView, bucketViews, loadBuckets } from './money-buckets';

function Bucket({ v }: { v: BucketView }) {
  const title = 'key' in v.title ? t(v.title.key) : v.title.text;
  const progress = t(v.progress.key, v.progress.vars);
  return (
    <li className={`money-bucket money-bucket-${v.tone}`}>
      <div className="money-bucket-head">
        <span className="money-bucket-title">{title}</span>
        <strong className="money-bucket-amount">{v.amount}</strong>
      </div>
      {v.share !== null && <ProgressMeter share={v.share} label={`${title}: ${progress}`} />}
      <p className="money-bucket-progress">{progress}</p>
      {v.lines.map((l) => (
        <p key={l.key} className="money-bucket-line">
          {t(l.key, l.vars)}
        </p>
      ))}
    </li>
  );
}

/**
 * The balance as buckets, above the withdraw form and the deposit form: which part is the player's own money and
 * which is locked by which bonus, before any amount is typed.
 */
export function MoneyBuckets({ fed = false }: { fed?: boolean }) {
  const s = useStore($buckets);
  // fed: the withdraw form's own getExchange read fills the store (showBuckets), so no second read
  useEffect(() => {
    if (!fed) void loadBuckets();
  }, [fed]);
  // a secondary panel: the forms around it show the loading and error states (the withdraw form of the very
  // read it shares); until the split is known there is nothing to add
  if (s.status !== 'ready') return null;
  return (
    <section className="card money-buckets" aria-labelledby="money-buckets-title">
      <h2 id="money-buckets-title" className="money-buckets-title">
        {t('wallet.buckets.title')}
      </h2>
      <ul className="money-bucket-list">
        {bucketViews(s.buckets).map((v) => (
          <Bucket key={v.key} v={v} />
        ))}
      </ul>
      {s.buckets.bonuses.length > 0 && <p className="money-buckets-note">{t('wallet.buckets.order')}</p>}
    </section>
  );
}
