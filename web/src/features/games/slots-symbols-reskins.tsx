// Symbols of the two reskinned slots themes (contracts slots-themes.ts): Manila Nights (Fiesta Reels' maths, the
// city's night market) and Jeepney Jackpot (Palawan Pearls' maths, the jeepney's chrome). Flat inline SVG on the
// 64 × 64 grid of slots-symbols.tsx, no ids. The card ranks share one drawing in each theme's colours.
import type { ReactElement } from 'react';

/** A card rank lettered on a rounded tile: the low symbols, as on a real reel. */
function rank(letter: string, fill: string, edge: string, ink = '#fff'): ReactElement {
  return (
    <>
      <rect x="9" y="7" width="46" height="50" rx="10" fill={edge} />
      <rect x="12" y="10" width="40" height="44" rx="8" fill={fill} />
      <path
        d="M16 16q16-6 32 0"
        stroke="#fff"
        strokeOpacity="0.35"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
      <text
        x="32"
        y="44"
        textAnchor="middle"
        fontSize="30"
        fontWeight="900"
        fontFamily="Georgia, 'Times New Roman', serif"
        fill={ink}
        stroke={edge}
        strokeWidth="1.2"
      >
        {letter}
      </text>
    </>
  );
}

export const MANILA_NIGHTS: Record<string, ReactElement> = {
  // Neon Wild: a pink neon star sign with WILD across it
  'neon-wild': (
    <>
      <polygon
        points="32,4 39.6,21.6 58.6,23.4 44.2,36 48.4,54.6 32,44.8 15.6,54.6 19.8,36 5.4,23.4 24.4,21.6"
        fill="#2a0b3d"
        stroke="#ff4fd8"
        strokeWidth="3.5"
        strokeLinejoin="round"
      />
      <rect x="8" y="27" width="48" height="14" rx="4" fill="#ff4fd8" />
      <text x="32" y="38.5" textAnchor="middle" fontSize="12" fontWeight="900" fill="#2a0b3d">
        WILD
      </text>
      <circle cx="32" cy="4" r="2" fill="#fff" />
    </>
  ),
  // Full Moon (scatter): a pale moon over Manila Bay's skyline
  'full-moon': (
    <>
      <circle cx="32" cy="28" r="22" fill="#fdf0c2" />
      <circle cx="24" cy="22" r="4" fill="#eadba6" />
      <circle cx="38" cy="34" r="5" fill="#eadba6" />
      <circle cx="40" cy="18" r="2.5" fill="#eadba6" />
      <path d="M4 60V46h6v-6h5v10h5V38h7v12h4V42h6v8h5V36h7v14h5v10Z" fill="#2b1055" />
      <path d="M14 44h2M24 42h2M24 46h2M44 40h2M44 44h2" stroke="#ffd447" strokeWidth="1.6" />
    </>
  ),
  // Karaoke Mic: a chrome microphone with music notes
  karaoke: (
    <>
      <path d="M28 36 12 56l4 4 20-16" fill="#3b3f57" />
      <circle cx="38" cy="24" r="14" fill="#c9d1e6" />
      <path d="M28 16a14 14 0 0 1 18 18" stroke="#8a93b2" strokeWidth="3" fill="none" />
      <path d="M30 18l14 14M34 14l14 14M27 24l12 12" stroke="#8a93b2" strokeWidth="1.5" />
      <circle cx="34" cy="20" r="3" fill="#fff" />
      <path d="M10 12v10a3 3 0 1 1-2-3V10l8-2v10a3 3 0 1 1-2-3V12z" fill="#ff4fd8" />
    </>
  ),
  // Halo-Halo: a tall glass of shaved ice, ube and leche flan
  'halo-halo': (
    <>
      <path d="M16 22h32l-5 36H21Z" fill="#dfe8ff" fillOpacity="0.35" stroke="#dfe8ff" strokeWidth="2" />
      <path d="M19 44h26l-2 13H21Z" fill="#7b3fd1" />
      <path d="M18 34h28l-1 10H19Z" fill="#ff9fc8" />
      <circle cx="25" cy="50" r="2.5" fill="#2fbf71" />
      <circle cx="37" cy="52" r="2.5" fill="#f04848" />
      <path d="M14 22q18-18 36 0Z" fill="#f4f6ff" />
      <rect x="24" y="10" width="16" height="8" rx="3" fill="#f5b700" />
      <path d="M42 4l-4 22" stroke="#f04848" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  // Balut: a duck egg in its cup, with salt
  balut: (
    <>
      <ellipse cx="32" cy="26" rx="15" ry="19" fill="#f3e6cf" />
      <path d="M22 16q4-6 10-7" stroke="#fff" strokeWidth="3" strokeLinecap="round" fill="none" />
      <path d="M14 38h36l-6 18H20Z" fill="#c8731a" />
      <path d="M14 38h36" stroke="#8a4b0f" strokeWidth="3" />
      <circle cx="50" cy="14" r="1.5" fill="#fff" />
      <circle cx="54" cy="20" r="1.2" fill="#fff" />
      <circle cx="48" cy="22" r="1" fill="#fff" />
    </>
  ),
  // Isaw: grilled skewers on a stick, glazed
  isaw: (
    <>
      <path d="M8 58 56 10" stroke="#c9a27a" strokeWidth="3" strokeLinecap="round" />
      <path
        d="M14 44q6-10 12-2t12-2 12-12"
        stroke="#8a3b12"
        strokeWidth="9"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M15 42q6-8 11-1t12-3 11-11"
        stroke="#c4622d"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
      <path d="M20 52l4-4M44 20l4-4" stroke="#f5b700" strokeWidth="2" strokeLinecap="round" />
    </>
  ),
  // Taho: a cup of silken tofu with arnibal and sago
  taho: (
    <>
      <path d="M14 24h36l-4 32H18Z" fill="#f4f6ff" fillOpacity="0.4" stroke="#f4f6ff" strokeWidth="2" />
      <path d="M16 36h32l-2 20H18Z" fill="#f6ecd6" />
      <path d="M15 28h34l-1 8H16Z" fill="#b5651d" />
      <circle cx="24" cy="32" r="2.5" fill="#3a2412" />
      <circle cx="33" cy="31" r="2.5" fill="#3a2412" />
      <circle cx="41" cy="33" r="2.5" fill="#3a2412" />
      <rect x="12" y="18" width="40" height="6" rx="3" fill="#c9d1e6" />
      <path d="M40 4v16" stroke="#f04848" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  'mn-ace': rank('A', '#ff4fd8', '#5b0f4e'),
  'mn-king': rank('K', '#3f7bff', '#132a66'),
  'mn-queen': rank('Q', '#2fe0b3', '#0b4a3b', '#0b2a22'),
};

export const JEEPNEY_JACKPOT: Record<string, ReactElement> = {
  // Jackpot Wild: a gold plate lettered WILD with a ruby in chrome
  'jj-wild': (
    <>
      <rect x="4" y="14" width="56" height="36" rx="10" fill="#8a5a00" />
      <rect x="7" y="17" width="50" height="30" rx="8" fill="#f5b700" />
      <text x="32" y="39" textAnchor="middle" fontSize="17" fontWeight="900" fill="#5a2d00">
        WILD
      </text>
      <circle cx="32" cy="10" r="6" fill="#e0244d" stroke="#c9d1e6" strokeWidth="2.5" />
      <circle cx="12" cy="22" r="2" fill="#fff7d6" />
    </>
  ),
  // Silver Jeepney: the jeep in polished steel with a red stripe
  'silver-jeepney': (
    <>
      <path d="M8 16h40l4 4H6z" fill="#f5b700" />
      <rect x="6" y="20" width="44" height="24" rx="3" fill="#c9d1e6" />
      <path d="M50 28h6q4 0 4 5v11H50z" fill="#9fb0c0" />
      <rect x="9" y="23" width="9" height="7" rx="1" fill="#2b3a55" />
      <rect x="20" y="23" width="9" height="7" rx="1" fill="#2b3a55" />
      <rect x="31" y="23" width="9" height="7" rx="1" fill="#2b3a55" />
      <path d="M6 34h54v4H6z" fill="#e63946" />
      <path
        d="M10 22q6 6 0 12M44 22q-4 6 0 12"
        stroke="#fff"
        strokeOpacity="0.6"
        strokeWidth="1.5"
        fill="none"
      />
      <circle cx="17" cy="45" r="7" fill="#1b1433" />
      <circle cx="17" cy="45" r="3" fill="#e8edf5" />
      <circle cx="47" cy="45" r="7" fill="#1b1433" />
      <circle cx="47" cy="45" r="3" fill="#e8edf5" />
    </>
  ),
  // Chrome Horse: the rearing horse ornament of a jeepney's hood
  'chrome-horse': (
    <>
      <path
        d="M22 58 26 40 18 34l4-6 8 2 4-10-6-4 6-8 10 6 6 10-4 6 4 14-6 2-4-10-6 4 2 18Z"
        fill="#c9d1e6"
        stroke="#6b7592"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M34 14l-4-6" stroke="#6b7592" strokeWidth="2" />
      <circle cx="40" cy="14" r="1.8" fill="#1b1433" />
      <path d="M28 20q4 8 2 14" stroke="#fff" strokeWidth="2" strokeLinecap="round" fill="none" />
    </>
  ),
  // Route Sign: the signboard of a jeepney's route
  'route-sign': (
    <>
      <rect x="4" y="18" width="56" height="28" rx="4" fill="#1d3557" stroke="#f5b700" strokeWidth="3" />
      <text x="32" y="30" textAnchor="middle" fontSize="9" fontWeight="800" fill="#fff">
        QUIAPO
      </text>
      <text x="32" y="41" textAnchor="middle" fontSize="9" fontWeight="800" fill="#ffd447">
        CUBAO
      </text>
      <path d="M14 46v10M50 46v10" stroke="#6b7592" strokeWidth="3" />
    </>
  ),
  // Steering Wheel: the wheel with its tassel and rosary
  'steering-wheel': (
    <>
      <circle cx="32" cy="30" r="22" fill="none" stroke="#1b1433" strokeWidth="7" />
      <circle cx="32" cy="30" r="22" fill="none" stroke="#e63946" strokeWidth="3" strokeDasharray="6 4" />
      <circle cx="32" cy="30" r="7" fill="#c9d1e6" />
      <path d="M25 30H10M39 30h15M32 37v15" stroke="#1b1433" strokeWidth="5" />
      <path d="M46 46l4 12M50 58l-3 2M50 58l3 2" stroke="#f5b700" strokeWidth="2.5" strokeLinecap="round" />
    </>
  ),
  'jj-ace': rank('A', '#e63946', '#6a0f18'),
  'jj-king': rank('K', '#2d6cdf', '#0f2a5e'),
  'jj-queen': rank('Q', '#f5b700', '#6b4a00', '#3b2400'),
  'jj-jack': rank('J', '#1f9d5c', '#0b3b22'),
};
