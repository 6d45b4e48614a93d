// Sic Bo art drawn for the project: ivory dice with red one-and-four pips (as on a Macau table) and the
// brass-and-glass shaker the dealer lifts. Plain SVG, no images to load.

/** Pip centres on a 0-100 face, per number. */
const PIPS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  1: [[50, 50]],
  2: [
    [28, 28],
    [72, 72],
  ],
  3: [
    [26, 26],
    [50, 50],
    [74, 74],
  ],
  4: [
    [28, 28],
    [72, 28],
    [28, 72],
    [72, 72],
  ],
  5: [
    [26, 26],
    [74, 26],
    [50, 50],
    [26, 74],
    [74, 74],
  ],
  6: [
    [28, 24],
    [72, 24],
    [28, 50],
    [72, 50],
    [28, 76],
    [72, 76],
  ],
};

/** One die face, 1-6 (decorative: the area or result around it carries the words). */
export function DieFace({ n, size = 24, className }: { n: number; size?: number; className?: string }) {
  // one and four are red on Asian dice
  const red = n === 1 || n === 4;
  return (
    <svg
      className={className ?? 'sb-die'}
      width={size}
      height={size}
      viewBox="0 0 100 100"
      aria-hidden="true"
      focusable="false"
    >
      <rect
        x="3"
        y="3"
        width="94"
        height="94"
        rx="20"
        fill="url(#sb-ivory) #f3ead6"
        stroke="#b9a98a"
        strokeWidth="3"
      />
      {(PIPS[n] ?? []).map(([x, y]) => (
        <circle
          key={`${x}-${y}`}
          cx={x}
          cy={y}
          r={n === 1 ? 15 : 9.5}
          fill={red ? '#c8102e' : '#1a1a2e'}
          stroke={red ? '#7d0a1d' : '#000'}
          strokeWidth="1.5"
        />
      ))}
    </svg>
  );
}

/** Gradients the dice and shaker share; rendered once per view. */
export function SicboDefs() {
  return (
    <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="sb-ivory" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fffdf6" />
          <stop offset="0.6" stopColor="#f3ead6" />
          <stop offset="1" stopColor="#dccfb2" />
        </linearGradient>
        <linearGradient id="sb-brass" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffe69a" />
          <stop offset="0.45" stopColor="#d9a531" />
          <stop offset="1" stopColor="#8a5a12" />
        </linearGradient>
        <radialGradient id="sb-glass" cx="0.35" cy="0.3" r="0.8">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.55" />
          <stop offset="0.35" stopColor="#b9d7ff" stopOpacity="0.22" />
          <stop offset="1" stopColor="#1b2a6b" stopOpacity="0.65" />
        </radialGradient>
        <radialGradient id="sb-felt" cx="0.5" cy="0.4" r="0.7">
          <stop offset="0" stopColor="#a3172f" />
          <stop offset="1" stopColor="#4a0714" />
        </radialGradient>
      </defs>
    </svg>
  );
}

/** The dish the dice land on. */
export function ShakerDish() {
  return (
    <svg className="sb-dish" viewBox="0 0 240 70" aria-hidden="true" focusable="false">
      <ellipse cx="120" cy="40" rx="116" ry="28" fill="url(#sb-brass)" />
      <ellipse cx="120" cy="34" rx="104" ry="22" fill="url(#sb-felt)" stroke="#5e0a18" strokeWidth="2" />
    </svg>
  );
}

/** The dome the dealer shakes and lifts: brass crown and knob over a glass bell. */
export function ShakerDome() {
  return (
    <svg className="sb-dome" viewBox="0 0 240 170" aria-hidden="true" focusable="false">
      <path d="M22 150 C22 60 70 22 120 22 C170 22 218 60 218 150 Z" fill="url(#sb-glass)" />
      <path
        d="M22 150 C22 60 70 22 120 22 C170 22 218 60 218 150"
        fill="none"
        stroke="#f6d77a"
        strokeWidth="5"
        strokeOpacity="0.9"
      />
      <path
        d="M52 70 C66 46 88 36 110 34"
        fill="none"
        stroke="#fff"
        strokeWidth="7"
        strokeLinecap="round"
        opacity="0.45"
      />
      <rect
        x="14"
        y="144"
        width="212"
        height="16"
        rx="8"
        fill="url(#sb-brass)"
        stroke="#6d4610"
        strokeWidth="2"
      />
      <ellipse cx="120" cy="22" rx="30" ry="9" fill="url(#sb-brass)" stroke="#6d4610" strokeWidth="2" />
      <circle cx="120" cy="10" r="10" fill="url(#sb-brass)" stroke="#6d4610" strokeWidth="2" />
      <path
        d="M70 150 L86 60 M120 150 V40 M170 150 L154 60"
        stroke="#f6d77a"
        strokeOpacity="0.35"
        strokeWidth="3"
      />
    </svg>
  );
}
