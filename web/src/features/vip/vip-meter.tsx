/** A VIP progress bar (to the next level, keeping the level, a VIP task): `share` from 0 to 1. */
export function VipMeter({ share, label, warn = false }: { share: number; label: string; warn?: boolean }) {
  return (
    <div
      className={`vip-meter${warn ? ' vip-meter-warn' : ''}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(share * 100)}
    >
      <span style={{ width: `${share * 100}%` }} />
    </div>
  );
}
