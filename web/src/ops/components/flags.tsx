import { hasKey, t } from '../i18n';

/** Risk or KYC flags as calm chips: the words from ops.flags when known, the platform's code otherwise. */
export function Flags({ flags, none }: { flags: readonly string[] | undefined; none?: string }) {
  if (!flags || flags.length === 0) return <span className="ops-muted">{none ?? '—'}</span>;
  return (
    <span className="ops-flags">
      {flags.map((f) => (
        <span key={f} className="ops-flag" title={f}>
          {hasKey(`ops.flags.${f}`) ? t(`ops.flags.${f}`) : f}
        </span>
      ))}
    </span>
  );
}
