import { CUSTOMER_SERVICE_ITEM_TYPE } from '@casino/contracts/enums';
import { nativeBridge } from '../../lib/device';

export interface ServiceItem {
  id: number;
  itemType: number;
  name: string;
  param1: string;
  param2: string;
  sort: number;
}

/** The online-service entry with a LiveChat licence (param1) and group (param2); VIP pages prefer a VIP queue. */
export function liveChatItem(queue: readonly ServiceItem[], vip = false): ServiceItem | null {
  const online = queue
    .filter(
      (q) =>
        q.itemType === CUSTOMER_SERVICE_ITEM_TYPE.onlineService && /^\d+$/.test(q.param1) && q.param1 !== '0',
    )
    .sort((a, b) => a.sort - b.sort);
  return (vip ? online.find((q) => /vip/i.test(q.name)) : undefined) ?? online[0] ?? null;
}

type LiveChatApi = { call: (method: string, ...args: unknown[]) => void };
declare global {
  interface Window {
    __lc?: { license: number; group?: number; chat_between_groups?: boolean };
    LiveChatWidget?: LiveChatApi;
  }
}

let loading: Promise<void> | null = null;

/** Loads the LiveChat web widget once, only when a licence is configured, then opens it. */
function openWebWidget(item: ServiceItem): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    window.__lc = {
      license: Number(item.param1),
      group: Number(item.param2) || 0,
      chat_between_groups: false,
    };
    const s = document.createElement('script');
    s.async = true;
    s.src = 'https://cdn.livechatinc.com/tracking.js';
    s.onload = () => resolve();
    s.onerror = () => {
      loading = null;
      reject(new Error('live chat failed to load'));
    };
    document.head.appendChild(s);
  });
  return loading.then(() => window.LiveChatWidget?.call('maximize'));
}

/** In the Android shell the native live chat opens instead of the web widget (spec §2). */
export async function openLiveChat(item: ServiceItem): Promise<'native' | 'web'> {
  const bridge = nativeBridge();
  if (bridge?.openLiveChat) {
    bridge.openLiveChat(item.param1, item.param2);
    return 'native';
  }
  if (bridge?.postMessage) {
    bridge.postMessage(JSON.stringify({ action: 'openLiveChat', licence: item.param1, group: item.param2 }));
    return 'native';
  }
  await openWebWidget(item);
  return 'web';
}
