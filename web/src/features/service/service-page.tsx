import '../../i18n/pages';
import '../../i18n/support';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../api/call';
import { Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { nativeBridge } from '../../lib/device';
import { $config } from '../../stores/config';
import { track } from '../../stores/events';
import { $loggedIn, $user, $vip } from '../../stores/session';
import { $customerService } from '../../stores/startup';
import { liveChatItem, openLiveChat, type ServiceItem } from './live-chat';
import { LiveChatPanel } from './live-chat-panel';
import { liveChatWidgetAllowed } from './widget-allowed';

/** The queue as getCustomerServices answers it now; preLogin's copy or the config's until it does. */
function useQueue(): readonly ServiceItem[] | null {
  const preLogin = useStore($customerService);
  const config = useStore($config);
  const [fresh, setFresh] = useState<readonly ServiceItem[] | null>(null);
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    let live = true;
    void call('getCustomerServices', {}, { tips: false }).then((res) => {
      if (!live) return;
      if (res.ok) setFresh(res.data.appCustomerServiceQueue);
      setAsked(true);
    });
    return () => {
      live = false;
    };
  }, []);
  if (fresh) return fresh;
  const known = preLogin?.length ? preLogin : (config.data?.appCustomerServiceQueue ?? null);
  if (known?.length) return known;
  // nothing named a chat yet: wait for the answers still on their way
  if (!asked || preLogin === null || config.status === 'loading') return null;
  return [];
}

/** Live chat only when it can open: a licence, and the native chat (Android shell) or a CSP that allows the widget. */
function useLiveChat(queue: readonly ServiceItem[] | null, vip: boolean) {
  const item = queue ? liveChatItem(queue, vip) : null;
  const native = !!(nativeBridge()?.openLiveChat || nativeBridge()?.postMessage);
  const [allowed, setAllowed] = useState<boolean | null>(native ? true : null);
  useEffect(() => {
    if (!item || native) return;
    let live = true;
    void liveChatWidgetAllowed().then((ok) => live && setAllowed(ok));
    return () => {
      live = false;
    };
  }, [item, native]);
  if (queue === null || (item && allowed === null)) return { state: 'checking' as const, item: null };
  return item && allowed ? { state: 'ready' as const, item } : { state: 'none' as const, item: null };
}

/** The VIP level from which /service/vip is the player's desk. */
export const VIP_DESK_MIN_LEVEL = 1;

/** How the VIP desk works and what level opens it, for VIPs and everyone else alike. */
function VipDeskExplained({ level }: { level: number }) {
  const isVip = level >= VIP_DESK_MIN_LEVEL;
  return (
    <div className="card stack vip-desk-how">
      <h2 className="card-title">{t('support.vipHowTitle')}</h2>
      {isVip ? (
        <p className="small">{t('support.vipHowYou', { level })}</p>
      ) : (
        <p className="small">{t('support.vipHowOpens', { level: VIP_DESK_MIN_LEVEL })}</p>
      )}
      <ul className="small vip-desk-points">
        <li>{t('support.vipHowQueue')}</li>
        <li>{t('support.vipHowSame')}</li>
      </ul>
      {!isVip && (
        <Link className="btn btn-outline btn-block" to="/vip/level">
          {t('support.vipJoin')}
        </Link>
      )}
    </div>
  );
}

/**
 * Customer service that always answers: the live chat when one is configured and can open (web widget, or
 * the native chat in the Android shell), and always the in-app support conversation (a feedback thread whose
 * answers arrive by mail) and the FAQ. /service/vip is the VIP desk for VIP members.
 */
export function ServicePage({ vip = false }: { vip?: boolean }) {
  const loggedIn = useStore($loggedIn);
  const vipState = useStore($vip);
  const user = useStore($user);
  const level = vipState?.vip ?? user?.vip ?? 0;
  const isVip = vip && level >= VIP_DESK_MIN_LEVEL;
  const chat = useLiveChat(useQueue(), isVip);
  const [opening, setOpening] = useState<'idle' | 'opening' | 'failed'>('idle');

  return (
    <section className="page service-page">
      <img className="hero-art" src="/img/ui/support.svg" width="160" height="160" alt="" />
      <p>{t(vip ? 'support.vipLead' : 'support.lead')}</p>
      {vip && <VipDeskExplained level={level} />}
      <div className="stack">
        {chat.state === 'checking' && <Skeleton lines={1} />}
        {chat.item && (
          <button
            type="button"
            className="btn btn-gold btn-block"
            disabled={opening === 'opening'}
            onClick={async () => {
              track('click', { target: 'live_chat' });
              setOpening('opening');
              try {
                await openLiveChat(chat.item!);
                setOpening('idle');
              } catch {
                setOpening('failed');
              }
            }}
          >
            {opening === 'opening' ? t('support.loadingChat') : t('support.liveChat')}
          </button>
        )}
        {/* No third-party chat configured: the built-in chat with our own agents (the console answers it). */}
        {chat.state === 'none' &&
          (loggedIn ? (
            <LiveChatPanel />
          ) : (
            <Link
              className="btn btn-gold btn-block"
              to={`/auth/login?redirect=${encodeURIComponent(vip ? '/service/vip' : '/service')}`}
            >
              {t('chat.loginToChat')}
            </Link>
          ))}
        {opening === 'failed' && (
          <p role="alert" className="card">
            {t('support.chatFailed')}
          </p>
        )}
        <div className="card card-raised stack service-conversation">
          <h2 className="card-title">{t('support.chatTitle')}</h2>
          <p className="muted small">{t('support.chatText')}</p>
          {loggedIn ? (
            <>
              <Link className="btn btn-outline btn-block" to="/feedback">
                {t('support.chatButton')}
              </Link>
              <Link className="btn btn-ghost btn-block" to="/feedback/record">
                {t('support.records')}
              </Link>
            </>
          ) : (
            <Link
              className="btn btn-outline btn-block"
              to={`/auth/login?redirect=${encodeURIComponent('/feedback')}`}
            >
              {t('support.loginToChat')}
            </Link>
          )}
        </div>
        <Link className="btn btn-outline btn-block" to="/faq">
          {t('support.faq')}
        </Link>
      </div>
    </section>
  );
}
