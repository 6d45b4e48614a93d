import './page-states.css';
import { Link } from 'react-router';
import { t } from '../i18n';
import { PageHeader } from './page-header';
import { useRouteMeta } from './route-meta';

/** The honest body of a page whose feature lands in a later issue: right layout and title, no fake data. */
const ART: [RegExp, string][] = [
  [/jackpot|lottery|first-deposit|bank/, 'chest'],
  [/spin|rank/, 'wheel'],
  [/vip|points|sign-in/, 'star'],
];

export function ComingSoon() {
  const meta = useRouteMeta();
  const art = ART.find(([re]) => re.test(meta.path))?.[1] ?? 'gift';
  const title = t(meta.title);
  return (
    <section className="page coming-soon">
      {meta.navbar === false && <PageHeader title={title} />}
      <div className="soon-card">
        <img src={`/img/ui/${art}.svg`} width="120" height="120" alt="" />
        <h2>{t('common.comingSoon')}</h2>
        <p>{t('common.comingSoonBody', { title })}</p>
        <Link className="btn btn-gold" to="/">
          {t('common.goHome')}
        </Link>
      </div>
    </section>
  );
}
