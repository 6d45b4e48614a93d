import { CUSTOMER_SERVICE_ITEM_TYPE } from '@casino/contracts/enums';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveChatItem, openLiveChat, type ServiceItem } from './live-chat';

const online = CUSTOMER_SERVICE_ITEM_TYPE.onlineService;
const item = (over: Partial<ServiceItem> = {}): ServiceItem => ({
  id: 1,
  itemType: online,
  name: 'Live chat',
  param1: '19045678',
  param2: '3',
  sort: 1,
  ...over,
});

type Shell = Window & { AndroidBridge?: unknown; Android?: unknown };

afterEach(() => {
  delete (window as Shell).AndroidBridge;
  delete (window as Shell).Android;
  delete window.LiveChatWidget;
  delete window.__lc;
});

/** Catches the widget's script tag instead of letting the test fetch it. */
function catchScripts() {
  const added: HTMLScriptElement[] = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    added.push(node as unknown as HTMLScriptElement);
    return node;
  });
  return added;
}

describe('live chat: native in the Android shell, the web widget elsewhere (spec §2)', () => {
  it('the shell bridge opens the native chat with the licence and group; no widget loads', async () => {
    const scripts = catchScripts();
    const openNative = vi.fn();
    (window as Shell).AndroidBridge = { openLiveChat: openNative };
    expect(await openLiveChat(item())).toBe('native');
    expect(openNative).toHaveBeenCalledWith('19045678', '3');
    expect(scripts).toEqual([]);
  });

  it('an older shell (window.Android with postMessage only) gets the request as a message', async () => {
    const scripts = catchScripts();
    const postMessage = vi.fn();
    (window as Shell).Android = { postMessage };
    expect(await openLiveChat(item())).toBe('native');
    expect(JSON.parse(postMessage.mock.calls[0]?.[0] as string)).toEqual({
      action: 'openLiveChat',
      licence: '19045678',
      group: '3',
    });
    expect(scripts).toEqual([]);
  });

  it('a browser loads the LiveChat widget once with the licence and group, then opens it', async () => {
    const scripts = catchScripts();
    const widget = { call: vi.fn() };
    const first = openLiveChat(item());
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe('https://cdn.livechatinc.com/tracking.js');
    expect(window.__lc).toMatchObject({ license: 19045678, group: 3 });
    window.LiveChatWidget = widget;
    scripts[0]?.onload?.(new Event('load'));
    expect(await first).toBe('web');
    expect(widget.call).toHaveBeenCalledWith('maximize');
    // a second tap reuses the loaded widget
    expect(await openLiveChat(item())).toBe('web');
    expect(scripts).toHaveLength(1);
    expect(widget.call).toHaveBeenCalledTimes(2);
  });
});

describe('which service entry is the live chat', () => {
  it('takes the first online-service entry with a licence, by sort; a VIP page prefers a VIP queue', () => {
    const queue = [
      item({ id: 1, name: 'Telegram', itemType: online + 1, sort: 0 }),
      item({ id: 2, name: 'No licence', param1: '0', sort: 0 }),
      item({ id: 3, name: 'VIP desk', sort: 5 }),
      item({ id: 4, name: 'Support', sort: 2 }),
    ];
    expect(liveChatItem(queue)?.id).toBe(4);
    expect(liveChatItem(queue, true)?.id).toBe(3);
    expect(liveChatItem([item({ param1: 'abc' })])).toBeNull();
  });
});
