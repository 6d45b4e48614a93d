import { useEffect, useRef, useState } from 'react';
import { t } from '../i18n';

interface Props {
  open: boolean;
  title: string;
  /** i18n keys of ready-made reasons; picking one fills the text, which stays editable. */
  templates?: readonly string[];
  confirmLabel: string;
  danger?: boolean;
  /** Approvals may go without a reason; refusals never do. */
  required?: boolean;
  busy?: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** contracts' `reason` rule (3–500 characters once trimmed), without its schema in the console's bundle. */
export const REASON_MIN = 3;

/** The reason an operator gives for a decision: it lands in the audit row and, for a refusal, the player's mail. */
export function ReasonDialog(p: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (p.open && !d.open) {
      setReason('');
      setMissing(false);
      d.showModal();
    } else if (!p.open && d.open) d.close();
  }, [p.open]);
  const submit = () => {
    if (p.required !== false && reason.trim().length < REASON_MIN) {
      setMissing(true);
      return;
    }
    p.onConfirm(reason.trim());
  };
  return (
    <dialog ref={ref} className="ops-dialog" onClose={p.onClose} aria-labelledby="ops-reason-title">
      <form
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <h2 id="ops-reason-title">{p.title}</h2>
        {p.templates && p.templates.length > 0 && (
          <div className="ops-templates">
            {p.templates.map((key) => (
              <button key={key} type="button" className="ops-chip" onClick={() => setReason(t(key))}>
                {t(key)}
              </button>
            ))}
          </div>
        )}
        <label className="ops-field">
          <span>{t('ops.reason.label')}</span>
          <textarea
            autoFocus
            rows={3}
            maxLength={500}
            value={reason}
            aria-invalid={missing}
            onChange={(e) => {
              setReason(e.target.value);
              setMissing(false);
            }}
          />
          {missing && <em className="ops-error">{t('ops.reason.required')}</em>}
        </label>
        <div className="ops-actions">
          <button type="button" className="ops-btn" onClick={p.onClose}>
            {t('ops.reason.cancel')}
          </button>
          <button
            type="submit"
            className={p.danger ? 'ops-btn ops-danger' : 'ops-btn ops-primary'}
            disabled={p.busy}
          >
            {p.confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
