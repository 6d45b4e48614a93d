import './dialog.css';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useLayer } from './layer';

/**
 * A centred modal: labelled, focus moved in on open, drawn over whatever opened before it; Escape closes it
 * when it may be dismissed and it is the top layer (components/layer.ts).
 */
export function Dialog({
  title,
  children,
  onClose,
  actions,
  className = '',
}: {
  title: string;
  children: ReactNode;
  onClose?: () => void;
  actions?: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const layer = useLayer(onClose);
  // once, on open: a parent re-rendering (another overlay opening) must not pull the focus back here
  useEffect(() => {
    const el = ref.current;
    (el?.querySelector<HTMLElement>('button, a[href]') ?? el)?.focus();
  }, []);
  return (
    <div className="modal-backdrop" style={{ zIndex: layer.zIndex }} inert={!layer.top}>
      <div
        ref={ref}
        className={`modal ${className}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <h2 id={titleId}>{title}</h2>
        <div className="modal-body">{children}</div>
        {actions && <div className="modal-actions">{actions}</div>}
      </div>
    </div>
  );
}
