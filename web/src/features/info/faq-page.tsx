import './info.css';
import '../../i18n/pages';
import { Link } from 'react-router';
import { EmptyState, ErrorState, Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { $config, loadConfig } from '../../stores/config';

/** FAQ from appConfig.faqList (operator-editable). */
export function FaqPage() {
  const { status, data } = useStore($config);
  let body: React.ReactNode;
  if (!data)
    body = status === 'error' ? <ErrorState onRetry={() => void loadConfig()} /> : <Skeleton lines={6} />;
  else if (data.faqList.length === 0) body = <EmptyState message={t('faq.empty')} />;
  else {
    body = data.faqList
      .slice()
      .sort((a, b) => a.sort - b.sort)
      .map((item) => (
        <details key={item.id}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ));
  }
  return (
    <section className="page faq">
      <p className="muted">{t('faq.intro')}</p>
      {body}
      <p>
        <Link to="/member/self-limited">{t('faq.selfLimit')}</Link>
      </p>
      <p>
        <Link to="/service">{t('faq.more')}</Link>
      </p>
    </section>
  );
}
