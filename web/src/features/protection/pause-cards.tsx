import {
  addMonths,
  COOL_OFF_MIN_HOURS,
  EXCLUSION_IRREVOCABLE_MONTHS,
  EXCLUSION_MONTHS,
  type ExclusionMonths,
} from '@casino/contracts/protection-rules';
import { useState } from 'react';
import type { CallFailure } from '../../api/call';
import { Dialog } from '../../components/dialog';
import { describeFailure } from '../../components/form/error-text';
import { useFormSubmit } from '../../components/form/use-form-submit';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/date-time';
import type { FormOutcome } from '../../lib/form-submit';
import { changeProtection, type ProtectionInfo } from './protection-store';

/** A refused change in the player's words (the server's message when there is no better one). */
const refusalText = (res: CallFailure) => describeFailure(res).text || res.msg;

const BREAK_HOURS = [COOL_OFF_MIN_HOURS, 72, 168, 336, 1008] as const;

/** A choice of lengths, then a confirmation that says until when: for a break and for self-exclusion. */
function PauseCard({ kind, choices }: { kind: 'break' | 'exclude'; choices: readonly number[] }) {
  const [chosen, setChosen] = useState<number>(choices[0]!);
  const [confirming, setConfirming] = useState(false);
  const label = (n: number) => t(`protect.${kind === 'break' ? 'breakChoices' : 'excludeChoices'}.${n}`);
  const until = kind === 'break' ? Date.now() + chosen * 3_600_000 : addMonths(Date.now(), chosen);

  const sending = useFormSubmit(async (): Promise<FormOutcome<true, string>> => {
    const res =
      kind === 'break'
        ? await changeProtection('coolOffSet', { hours: chosen })
        : await changeProtection('selfExclusionSet', { months: chosen as ExclusionMonths });
    setConfirming(false);
    return res.ok ? { ok: true, result: true } : { ok: false, error: refusalText(res) };
  });
  const { busy, error } = sending;

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
                onClick={() => void sending.submit()}
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
  const revoking = useFormSubmit(async (): Promise<FormOutcome<true, string>> => {
    const res = await changeProtection('selfExclusionRevoke', {});
    return res.ok ? { ok: true, result: true } : { ok: false, error: refusalText(res) };
  });
  const { busy, error } = revoking;
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
          onClick={() => void revoking.submit()}
        >
          {t('protect.revoke')}
        </button>
      )}
    </section>
  );
}
