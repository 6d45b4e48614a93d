import './chrome-dock.css';
import { useEffect, useState } from 'react';
import { JackpotBubbleHost } from './jackpot-bubble-host';
import { ServiceLauncherHost } from './service-launcher-host';

/**
 * The jackpot bubble and the support button, docked in the chrome where they cover nothing: the header's free
 * end on a phone (`head`), the foot of the side navigation on a desktop (`nav`, where the navigation already
 * links to support). Never in a game: the game's own bar and table are all the screen has.
 */
export function ChromeDock({ path, where }: { path: string; where: 'head' | 'nav' }) {
  const wide = useWide();
  // one dock at a time: the header's on a phone, the navigation's on a desktop
  if ((where === 'nav') !== wide) return null;
  if (path === '/game/start' || path === '/play/:engine') return null;
  return (
    <div className={`chrome-dock chrome-dock--${where}`}>
      <JackpotBubbleHost path={path} />
      {/* the home header holds balance and avatar: support is the Me tab's there, and the side navigation's */}
      {where === 'head' && path !== '/' && <ServiceLauncherHost path={path} />}
    </div>
  );
}

const WIDE = '(min-width: 1024px)';

/** The desktop shell's width (shell-desktop.css), followed as the window is resized. */
function useWide(): boolean {
  const [wide, setWide] = useState(() => window.matchMedia?.(WIDE).matches ?? false);
  useEffect(() => {
    const query = window.matchMedia?.(WIDE);
    if (!query) return;
    const change = () => setWide(query.matches);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);
  return wide;
}
