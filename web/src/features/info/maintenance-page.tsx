import './info.css';
import '../../components/page-states.css';
import '../../i18n/pages';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { $maintenance, preLogin } from '../../stores/startup';

/** Shown when preLogin reports maintenance; "check again" re-asks and returns home when it is over. */
export function MaintenancePage() {
  const info = useStore($maintenance);
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);
  const over = info !== null && info.status === 0;
  const until =
    info?.endTime && info.endTime > 0
      ? new Date(info.endTime).toLocaleString('en-PH', { dateStyle: 'medium', timeStyle: 'short' })
      : '';
  return (
    <section className="page error-page">
      <img src="/img/ui/maintenance.svg" width="200" height="150" alt="" />
      <h1>{info?.title || t('route.maintenance')}</h1>
      <p>{info?.content || t('maintenance.lead')}</p>
      {until && <p className="muted">{t('maintenance.until', { time: until })}</p>}
      {over ? (
        <button type="button" className="btn btn-gold" onClick={() => navigate('/', { replace: true })}>
          {t('maintenance.back')}
        </button>
      ) : (
        <button
          type="button"
          className="btn btn-outline"
          disabled={checking}
          onClick={async () => {
            setChecking(true);
            const open = await preLogin();
            setChecking(false);
            if (open) navigate('/', { replace: true });
          }}
        >
          {t('maintenance.check')}
        </button>
      )}
    </section>
  );
}
