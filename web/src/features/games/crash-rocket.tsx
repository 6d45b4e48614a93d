// Mayon Rocket's art, drawn for this project: a rocket in the flag's colours flying over a night sky above Mayon,
// the perfect cone, smoke rising from its glowing summit; and the burst when the rocket goes bust. Flat fills and
// no ids, like the other game art. The frame loop moves the element around the rocket, never these drawings, and
// the only animations are transforms and opacity on their own layers (nothing repaints per frame).

/** The rocket, nose up, nozzle at (24, 56) of its 48 × 72 box; CSS tilts it along the climb about the nozzle. */
export function Rocket() {
  return (
    <svg
      className="crash-rocket-art"
      viewBox="0 0 48 72"
      width="48"
      height="72"
      aria-hidden="true"
      focusable="false"
    >
      {/* flame: an outer orange tongue and a white-hot core, flickered by CSS */}
      <g className="crash-rocket-flame">
        <path d="M17 55q7 22 7 17q0 5 7-17Z" fill="#ff7a18" />
        <path d="M20 55q4 13 4 11q0 2 4-11Z" fill="#ffd447" />
        <path d="M22 55q2 7 2 6q0 1 2-6Z" fill="#fff6d5" />
      </g>
      {/* fins */}
      <path d="M14 36 4 52l2 4 10-6Z" fill="#ce1126" />
      <path d="M34 36l10 16-2 4-10-6Z" fill="#a50d1f" />
      <path d="M22 44h4v12h-4Z" fill="#8c0a1a" />
      {/* body */}
      <path d="M24 2c9 8 12 20 12 32v18H12V34c0-12 3-24 12-32Z" fill="#eef2ff" />
      <path d="M24 2c9 8 12 20 12 32v18h-12Z" fill="#c9d2ee" />
      <path d="M24 2c5 4 8 9 10 14H14c2-5 5-10 10-14Z" fill="#0038a8" />
      <path d="M12 44h24v8H12Z" fill="#0038a8" />
      <path d="M17 52h14l-2 4H19Z" fill="#3b4252" />
      {/* porthole with the sun */}
      <circle cx="24" cy="29" r="6.5" fill="#0f1a44" />
      <circle cx="24" cy="29" r="6.5" fill="none" stroke="#fcd116" strokeWidth="2" />
      <circle cx="24" cy="29" r="2.6" fill="#fcd116" />
      <circle cx="22" cy="27" r="1.3" fill="#fff" opacity="0.8" />
      <path
        d="M24 2c9 8 12 20 12 32v18H12V34c0-12 3-24 12-32Z"
        fill="none"
        stroke="#1b2340"
        strokeWidth="1.4"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The bust: a flash, a fireball and flying sparks, played once by CSS where the rocket was. */
export function RocketBurst() {
  return (
    <svg
      className="crash-burst-art"
      viewBox="0 0 96 96"
      width="96"
      height="96"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M48 4l8 24 22-14-10 24 26 2-24 12 16 20-24-8-2 26-12-22-14 20 2-26-24 6 18-18L4 42l26-4L18 16l22 12Z"
        fill="#ffd447"
      />
      <circle cx="48" cy="50" r="20" fill="#ff7a18" />
      <circle cx="48" cy="50" r="11" fill="#fff3c4" />
      <g fill="#ff3b52">
        <circle cx="14" cy="20" r="3" />
        <circle cx="84" cy="26" r="2.5" />
        <circle cx="88" cy="70" r="3" />
        <circle cx="10" cy="76" r="2.5" />
        <circle cx="50" cy="92" r="2" />
      </g>
    </svg>
  );
}

/**
 * The scene behind the graph: night sky with stars and a moon, Mayon's perfect cone with lava at its summit and
 * the Albay plain at its foot. Static; the smoke above it is its own layer (MayonSmoke).
 */
export function MayonScene() {
  return (
    <svg
      className="crash-scene"
      viewBox="0 0 400 230"
      width="400"
      height="230"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="mayon-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#070b24" />
          <stop offset="0.6" stopColor="#1a1446" />
          <stop offset="1" stopColor="#3a1a4a" />
        </linearGradient>
        <linearGradient id="mayon-cone" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2a2440" />
          <stop offset="1" stopColor="#120f22" />
        </linearGradient>
        <radialGradient id="mayon-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#ff8a3d" stopOpacity="0.75" />
          <stop offset="1" stopColor="#ff8a3d" stopOpacity="0" />
        </radialGradient>
      </defs>
      {/* drawn 400 px wide, centred at the stage's foot: sky, stars and plain run 120 px on past both edges, enough
          for the widest stage (the play column is at most 560 px) */}
      <rect x="-120" width="640" height="230" fill="url(#mayon-sky)" />
      <g fill="#fff">
        <circle cx="30" cy="22" r="1.1" />
        <circle cx="78" cy="50" r="0.8" />
        <circle cx="120" cy="16" r="1.3" />
        <circle cx="162" cy="40" r="0.7" />
        <circle cx="214" cy="12" r="1" />
        <circle cx="250" cy="58" r="0.8" />
        <circle cx="298" cy="26" r="1.2" />
        <circle cx="352" cy="48" r="0.9" />
        <circle cx="382" cy="14" r="1" />
        <circle cx="54" cy="92" r="0.7" />
        <circle cx="336" cy="96" r="0.7" />
        <circle cx="190" cy="78" r="0.6" />
        <circle cx="-40" cy="30" r="1.1" />
        <circle cx="-120" cy="70" r="0.8" />
        <circle cx="440" cy="70" r="1" />
        <circle cx="520" cy="24" r="1.2" />
      </g>
      {/* crescent moon */}
      <circle cx="338" cy="42" r="13" fill="#fff4c9" />
      <circle cx="344" cy="37" r="12" fill="#111040" />
      {/* glow of the summit on the sky */}
      <circle cx="200" cy="86" r="42" fill="url(#mayon-glow)" />
      {/* the perfect cone: concave flanks sweeping down to the plain */}
      <path
        d="M-120 230 H-20 C80 226 160 196 190 92 L195 84 h10 l5 8 C240 196 320 226 420 230 H520Z"
        fill="url(#mayon-cone)"
      />
      {/* moonlit flank and ridges */}
      <path
        d="M205 84 l5 8 C240 196 320 226 420 230 H300 C262 214 232 176 214 120Z"
        fill="#3a3358"
        opacity="0.55"
      />
      <path
        d="M196 92 C190 140 172 190 150 226M204 92 C210 142 228 190 252 226"
        stroke="#0b0918"
        strokeWidth="1.4"
        fill="none"
        opacity="0.6"
      />
      {/* lava at the summit and a stream down the flank */}
      <path d="M193 86 h14 l-3-4 h-8Z" fill="#ff5a1f" />
      <path
        d="M199 86 C198 106 193 124 189 142 C186 156 182 166 178 176"
        stroke="#ff7a18"
        strokeWidth="2.2"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M199 86 C198 106 193 124 189 142"
        stroke="#ffd447"
        strokeWidth="0.9"
        fill="none"
        strokeLinecap="round"
      />
      {/* the plain: palm silhouettes at the foot */}
      <path d="M-120 222 H0 C80 216 320 216 400 222 H520 V230 H-120Z" fill="#0a0816" />
      <g fill="#0a0816">
        <path d="M40 222 l2-26 2 26Z" />
        <path d="M42 197 q-10-2-16 4 q9-3 16-2 q-4-7-12-8 q9 1 12 6 q2-8 10-9 q-7 4-8 9 q8-3 15 1 q-9-1-15 1Z" />
        <path d="M362 222 l2-20 2 20Z" />
        <path d="M364 203 q-9-2-14 3 q8-2 14-1 q-3-6-10-7 q8 1 10 5 q2-7 9-8 q-6 4-7 8 q7-2 13 1 q-8-1-13 1Z" />
      </g>
    </svg>
  );
}

/** Smoke rising from the summit: its own layer, drifting by transform only. */
export function MayonSmoke() {
  return (
    <span className="crash-smoke" aria-hidden="true">
      <svg viewBox="0 0 120 110" width="120" height="110" aria-hidden="true" focusable="false">
        <g fill="#c9c3d8">
          <ellipse cx="60" cy="100" rx="8" ry="6" opacity="0.5" />
          <ellipse cx="66" cy="86" rx="12" ry="8" opacity="0.36" />
          <ellipse cx="77" cy="69" rx="16" ry="10" opacity="0.24" />
          <ellipse cx="92" cy="50" rx="19" ry="11" opacity="0.14" />
          <ellipse cx="106" cy="32" rx="14" ry="8" opacity="0.08" />
        </g>
      </svg>
    </span>
  );
}
