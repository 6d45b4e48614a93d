import '../../i18n/jackpot';
import './jackpot.css';
import { ACTIVITY_TYPE } from '@casino/contracts/enums';
import { useEffect } from 'react';
import { PageHeader } from '../../components/page-header';
import { Tagline } from '../../components/responsible-gaming';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { $activity, activitiesOfType } from '../../stores/activity';
import { JackpotPanel } from './jackpot-panel';
import { resetDraw } from './jackpot-store';

/** /activity/jackpot: the lucky draw as a page (no navigation bar, spec §2). */
export function JackpotPage() {
  const activity = useStore($activity);
  const rule = activitiesOfType(activity, ACTIVITY_TYPE.LuckyJackpot)[0]?.rule;
  useEffect(() => () => resetDraw(), []);
  return (
    <div className="page jp-page">
      <PageHeader title={t('jackpot.title')} />
      <JackpotPanel rule={rule} />
      <Tagline />
    </div>
  );
}
