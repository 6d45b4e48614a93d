import '../../i18n/pages';
import { useState } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { $config } from '../../stores/config';
import { track } from '../../stores/events';
import { $customerService } from '../../stores/startup';
import { liveChatItem, openLiveChat } from './live-chat';

/** Customer service: live chat (web widget, or native chat in the Android shell), FAQ and feedback. */
export function ServicePage({ vip = false }: { vip?: boolean }) {
  const preLoginQueue = useStore($customerService);
  const config = useStore($config);
  const queue = preLoginQueue?.length ? preLoginQueue : (config.data?.appCustomerServiceQueue ?? []);
  const item = liveChatItem(queue, vip);
  // "not available" only once both sources have answered: on a slow start it showed before either had
  const waiting = !item && (preLoginQueue === null || config.status === 'loading');
  const [state, setState] = useState<'idle' | 'opening' | 'failed'>('idle');
  return (
    <section className="page">
      <img className="hero-art" src="/img/ui/support.svg" width="160" height="160" alt="" />
      <p>{t(vip ? 'service.vipLead' : 'service.lead')}</p>
      <div className="stack">
        {item ? (
          <button
            type="button"
            className="btn btn-gold btn-block"
            disabled={state === 'opening'}
            onClick={async () => {
              track('click', { target: 'live_chat' });
              setState('opening');
              try {
                await openLiveChat(item);
                setState('idle');
              } catch {
                setState('failed');
              }
            }}
          >
            {state === 'opening' ? t('service.loadingChat') : t('service.liveChat')}
          </button>
        ) : waiting ? (
          <Skeleton lines={1} />
        ) : (
          <p className="card">{t('service.unavailable')}</p>
        )}
        {state === 'failed' && (
          <p role="alert" className="card">
            {t('service.unavailable')}
          </p>
        )}
        <Link className="btn btn-outline btn-block" to="/faq">
          {t('service.faq')}
        </Link>
        <Link className="btn btn-ghost btn-block" to="/feedback">
          {t('service.feedback')}
        </Link>
      </div>
    </section>
  );
}
