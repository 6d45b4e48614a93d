import { t } from '../../i18n';

/** The six VIP theme keys (appVipMap showType) as metal and gem colours: bronze → black diamond. */
const THEMES: Record<number, { from: string; to: string; gem: string }> = {
  1: { from: '#c98a4b', to: '#7a4a22', gem: '#f3c89a' },
  2: { from: '#e4e9f2', to: '#8a95a8', gem: '#ffffff' },
  3: { from: '#ffe07a', to: '#c7901c', gem: '#fff4c2' },
  4: { from: '#b9f0ff', to: '#4a9bb8', gem: '#e9fbff' },
  5: { from: '#d9b4ff', to: '#6b3fb3', gem: '#f4e8ff' },
  6: { from: '#4a4a5e', to: '#0d0d16', gem: '#f5c542' },
};

export function vipTheme(showType: number) {
  return THEMES[showType] ?? THEMES[1]!;
}

/** A VIP level's crest in its theme: a shield with wings from theme 4 and a crown from theme 5, the level inside. */
export function VipBadge({ level, showType, size = 72 }: { level: number; showType: number; size?: number }) {
  const th = vipTheme(showType);
  const id = `vip-grad-${showType}`;
  return (
    <svg
      className={`vip-badge vip-theme-${showType}`}
      viewBox="0 0 80 80"
      width={size}
      height={size}
      role="img"
      aria-label={t('vip.badge', { level })}
    >
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={th.from} />
          <stop offset="1" stopColor={th.to} />
        </linearGradient>
      </defs>
      {showType >= 4 && (
        <g fill={th.from} opacity="0.85">
          <path d="M14 34c-8-2-12-10-12-16 6 4 12 5 18 5z" />
          <path d="M66 34c8-2 12-10 12-16-6 4-12 5-18 5z" />
        </g>
      )}
      <path
        d="M40 10l26 9v19c0 16-11 28-26 34C25 66 14 54 14 38V19z"
        fill={`url(#${id})`}
        stroke={th.gem}
        strokeWidth="2"
      />
      <path
        d="M40 14l20 7v16c0 13-8 23-20 28-12-5-20-15-20-28V21z"
        fill="none"
        stroke={th.gem}
        opacity="0.4"
      />
      {showType >= 5 && (
        <path d="M27 13l-2-11 8 6 7-8 7 8 8-6-2 11z" fill={th.gem} stroke={th.to} strokeWidth="1.2" />
      )}
      {showType >= 3 && <circle cx="40" cy="58" r="3" fill={th.gem} />}
      <text
        x="40"
        y="45"
        textAnchor="middle"
        fontSize={level >= 10 ? 18 : 22}
        fontWeight="800"
        fill={showType === 6 ? th.gem : '#1a1208'}
        fontFamily="system-ui, sans-serif"
      >
        {level}
      </text>
    </svg>
  );
}
