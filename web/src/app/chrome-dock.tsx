import './chrome-dock.css';
import { JackpotBubbleHost } from './jackpot-bubble-host';
import { ServiceLauncherHost } from './service-launcher-host';

/**
 * The jackpot bubble and the support button, docked in the chrome where they cover nothing: the header's free
 * end on a phone (`head`), the foot of the side navigation on a desktop (`nav`, where the navigation already
 * links to support). Never in a game: the game's own bar and table are all the screen has.
 */
export function ChromeDock({ path, where }: { path: string; where: 'head' | 'nav' }) {
  if (path === '/game/start' || path === '/play/:engine') return null;
  return (
    <div className={`chrome-dock chrome-dock--${where}`}>
      <JackpotBubbleHost path={path} />
      {/* the home header holds balance and avatar: support is the Me tab's there, and the side navigation's */}
      {where === 'head' && path !== '/' && <ServiceLauncherHost path={path} />}
    </div>
  );
}
