import { type ReactNode, useState } from 'react';
import { Sheet } from '../../components/sheet';
import { t } from '../../i18n';

export type PanelIcon = 'info' | 'history' | 'shield';

/** The panels' icons: drawn here, small enough for the game's top bar. */
function Icon({ icon }: { icon: PanelIcon }) {
  const paths: Record<PanelIcon, ReactNode> = {
    info: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M12 11v6M12 7.5v.01" />
      </>
    ),
    history: (
      <>
        <path d="M3.5 12a8.5 8.5 0 1 0 2.6-6.1" />
        <path d="M3 4v4.5h4.5M12 7.5V12l3 2" />
      </>
    ),
    shield: (
      <>
        <path d="M12 3l7.5 3v5.5c0 4.6-3.2 8.3-7.5 9.5-4.3-1.2-7.5-4.9-7.5-9.5V6z" />
        <path d="M8.5 12.2l2.4 2.4 4.6-4.8" />
      </>
    ),
  };
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[icon]}
    </svg>
  );
}

/**
 * One of the game page's panels (rules, last rounds, fairness): an icon button in the game's top bar that
 * opens the panel in a bottom sheet over the game (a centred dialog on wide screens), so the reels and the bet
 * controls never move. The content mounts only while the sheet is open: what it reads, it reads then.
 */
export function PlaySheet({
  title,
  icon,
  children,
}: {
  title: string;
  icon: PanelIcon;
  children: () => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className="play-icon"
        aria-haspopup="dialog"
        aria-expanded={open}
        title={title}
        onClick={() => setOpen(true)}
      >
        <Icon icon={icon} />
        <span className="sr-only">{title}</span>
      </button>
      {open && (
        <Sheet
          title={title}
          onClose={close}
          actions={
            <button type="button" className="btn btn-outline" onClick={close}>
              {t('common.close')}
            </button>
          }
        >
          {/* first in the sheet, so the focus lands at its top (not on Close at the end of a long rules list) */}
          <button type="button" className="play-sheet-x" aria-label={t('common.close')} onClick={close}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
            </svg>
          </button>
          <div className="play-sheet">{children()}</div>
        </Sheet>
      )}
    </>
  );
}
