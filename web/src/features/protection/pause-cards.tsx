import {
  addMonths,
  COOL_OFF_MIN_HOURS,
  EXCLUSION_IRREVOCABLE_MONTHS,
  EXCLUSION_MONTHS,
  type ExclusionMonths,
} from '@casino/contracts/protection-rules';
import { useState } from 'react';
import { Dialog } from '../../components/dialog';
import { describeFailure } from '../../components/form/error-text';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/date-time';
import { changeProtection, type ProtectionInfo } from './protection-store';

const BREAK_HOURS = [COOL_OFF_MIN_HOURS, 72, 168, 336, 1008] as const;

/** A choice of lengths, then a confirmation that says until when: for a break and for self-exclusion. */
function PauseCard({ kind, choices }: { kind: 'break' | 'exclude'; choices: readonly number[] }) {
  const [chosen, setChosen] = useState<number>(choices[0]!);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const label = (n: number) => t(`protect.${kind === 'break' ? 'breakChoices' : 'excludeChoices'}.${n}`);
  const until = kind === 'break' ? Date.now() + chosen * 3_600_000 : addMonths(Date.now(), chosen);

  async function confirm() {
    setBusy(true);
    setError(null);
    const res =
      kind === 'break'
        ? await changeProtection('coolOffSet', { hours: chosen })
        : await changeProtection('selfExclusionSet', { months: chosen as ExclusionMonths });
    setBusy(false);
    setConfirming(false);
    if (!res.ok) setError(describeFailure(res).text || res.msg);
  }

  return (
    <section className={`card card-raised pause-card pause-${kind}`} aria-labelledby={`pause-${kind}-title`}>
      <h2 id={`pause-${kind}-title`} className="card-title">
        {t(kind === 'break' ? 'protect.breakTitle' : 'protect.excludeTitle')}
      </h2>
      <p className="muted small">{t(kind === 'break' ? 'protect.breakBody' : 'protect.excludeBody')}</p>
      <div className="chip-grid pause-choices">
        {choices.map((n) => (
          <button
            key={n}
            type="button"
            className="chip"
            aria-pressed={chosen === n}
            onClick={() => setChosen(n)}
          >
            {label(n)}
          </button>
        ))}
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        className={kind === 'break' ? 'btn btn-outline btn-block' : 'btn btn-danger btn-block'}
        onClick={() => setConfirming(true)}
      >
        {t(kind === 'break' ? 'protect.breakStart' : 'protect.excludeStart')}
      </button>
      {confirming && (
        <Dialog
          title={t(kind === 'break' ? 'protect.breakConfirmTitle' : 'protect.excludeConfirmTitle', {
            length: label(chosen),
          })}
          onClose={() => setConfirming(false)}
          actions={
            <>
              <button type="button" className="btn btn-ghost" onClick={() => setConfirming(false)}>
                {t('protect.cancel')}
              </button>
              <button
                type="button"
                className={kind === 'break' ? 'btn btn-gold' : 'btn btn-danger'}
                disabled={busy}
                onClick={() => void confirm()}
              >
                {t('protect.confirm')}
              </button>
            </>
          }
        >
          <p>
            {t(kind === 'break' ? 'protect.breakConfirmBody' : 'protect.excludeConfirmBody', {
              when: formatDateTime(until),
            })}
          </p>
          {kind === 'exclude' && (
            <p className="muted small">
              {t('protect.excludeIrrevocableUntil', {
                when: formatDateTime(addMonths(Date.now(), EXCLUSION_IRREVOCABLE_MONTHS)),
              })}
            </p>
          )}
        </Dialog>
      )}
    </section>
  );
}

export const BreakCard = () => <PauseCard kind="break" choices={BREAK_HOURS} />;
export const ExcludeCard = () => <PauseCard kind="exclude" choices={EXCLUSION_MONTHS} />;

/** A running break or exclusion: until when, the irrevocable part, and the way to end an exclusion after it. */
export function PauseStatus({ info }: { info: ProtectionInfo }) {
  const r = info.restriction;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!r) return null;
  const canRevoke = r.kind === 'exclusion' && !r.revoked && Date.now() >= r.irrevocableUntil;
  return (
    <section className="card card-gold pause-status" role="status">
      <p>
        <strong>
          {t(r.kind === 'coolOff' ? 'protect.statusCoolOff' : 'protect.statusExclusion', {
            when: formatDateTime(r.until),
          })}
        </strong>
      </p>
      {r.kind === 'exclusion' && !r.revoked && Date.now() < r.irrevocableUntil && (
        <p className="muted small">
          {t('protect.statusIrrevocable', { when: formatDateTime(r.irrevocableUntil) })}
        </p>
      )}
      {r.revoked && (
        <p className="muted small">{t('protect.statusRevoked', { when: formatDateTime(r.until) })}</p>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {canRevoke && (
        <button
          type="button"
          className="btn btn-outline"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            const res = await changeProtection('selfExclusionRevoke', {});
            setBusy(false);
            if (!res.ok) setError(describeFailure(res).text || res.msg);
          }}
        >
          {t('protect.revoke')}
        </button>
      )}
    </section>
  );
}
