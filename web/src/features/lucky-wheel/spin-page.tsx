import '../../i18n/jackpot';
import './lucky-wheel.css';
import { PageHeader } from '../../components/page-header';
import { t } from '../../i18n';
import { SpinPanel } from './spin-panel';

/** /activity/spin: the lucky wheel as a page (no navigation bar, spec §2). */
export function SpinPage() {
  return (
    <div className="page spin-page">
      <PageHeader title={t('spin.title')} />
      <SpinPanel />
    </div>
  );
}
