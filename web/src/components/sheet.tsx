import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useLayer } from './layer';

/**
 * A bottom sheet (a centred dialog on wide screens): labelled, modal, focus moved in on open, Escape or a tap
 * on the backdrop closes it when `onClose` is given. Styles: styles/ui.css (.sheet).
 */
export function Sheet({
  title,
  children,
  onClose,
  actions,
}: {
  title: string;
  children: ReactNode;
  onClose?: () => void;
  actions?: ReactNode;
}) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const layer = useLayer(onClose);
  useEffect(() => {
    const el = ref.current;
    (el?.querySelector<HTMLElement>('.sheet-actions button, button, a[href]') ?? el)?.focus();
  }, []);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop tap mirrors Escape, which the layer handles
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled by the layer stack
    <div
      className="sheet-backdrop"
      style={{ zIndex: layer.zIndex }}
      inert={!layer.top}
      onClick={(e) => e.target === e.currentTarget && onClose?.()}
    >
      <div
        ref={ref}
        className="sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <h2 id={titleId}>{title}</h2>
        {children}
        {actions && <div className="sheet-actions">{actions}</div>}
      </div>
    </div>
  );
}
