// The slots symbols, drawn for this project as flat inline SVG (64 × 64): one per symbol key of the themes
// (Fiesta Reels and Palawan Pearls here, their reskins in slots-symbols-reskins.tsx). The keys come from
// gameInfo's paytable and are written in contracts slots-themes.ts, whose test keeps them unique across themes,
// so one art table serves all. Flat fills and no
// ids, so any number of copies can sit on a page (reels, paytable) without gradient-id clashes.
import './slots-symbols.css';
import { memo, type ReactElement } from 'react';
import { JEEPNEY_JACKPOT, MANILA_NIGHTS } from './slots-symbols-reskins';

const INK = '#1b1433';

const FIESTA: Record<string, ReactElement> = {
  // Fiesta Wild: a gold eight-point burst with a ruby centre and confetti
  wild: (
    <>
      <path d="M6 10h5v3H6zM52 6h3v6h-3zM54 52h6v3h-6zM5 50h3v6H5z" fill="#ff5ca8" />
      <path d="M10 56l3-3 2 2-3 3zM55 14l3 2-2 2-3-2z" fill="#2fe0b3" />
      <polygon
        points="32.0 3.0 37.4 19.1 52.5 11.5 44.9 26.6 61.0 32.0 44.9 37.4 52.5 52.5 37.4 44.9 32.0 61.0 26.6 44.9 11.5 52.5 19.1 37.4 3.0 32.0 19.1 26.6 11.5 11.5 26.6 19.1"
        fill="#f5b700"
        stroke="#8a5a00"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <polygon
        points="40.4 11.7 39.8 24.2 52.3 23.6 43.0 32.0 52.3 40.4 39.8 39.8 40.4 52.3 32.0 43.0 23.6 52.3 24.2 39.8 11.7 40.4 21.0 32.0 11.7 23.6 24.2 24.2 23.6 11.7 32.0 21.0"
        fill="#ffe066"
      />
      <circle cx="32" cy="32" r="9" fill="#e0244d" stroke="#7a0c24" strokeWidth="1.5" />
      <path d="M27 29a6 6 0 0 1 6-4" stroke="#ffd1dc" strokeWidth="2.5" strokeLinecap="round" fill="none" />
    </>
  ),
  // Sun (scatter): the eight-rayed sun of the flag
  sun: (
    <>
      <path
        d="M32.0 3.0 29.7 17.2 34.3 17.2ZM52.5 11.5 40.8 19.9 44.1 23.2ZM61.0 32.0 46.8 29.7 46.8 34.3ZM52.5 52.5 44.1 40.8 40.8 44.1ZM32.0 61.0 34.3 46.8 29.7 46.8ZM11.5 52.5 23.2 44.1 19.9 40.8ZM3.0 32.0 17.2 34.3 17.2 29.7ZM11.5 11.5 19.9 23.2 23.2 19.9Z"
        fill="#fcd116"
      />
      <path
        d="M40.4 11.7 36.0 18.6 38.7 19.7ZM52.3 23.6 44.3 25.3 45.4 28.0ZM52.3 40.4 45.4 36.0 44.3 38.7ZM40.4 52.3 38.7 44.3 36.0 45.4ZM23.6 52.3 28.0 45.4 25.3 44.3ZM11.7 40.4 19.7 38.7 18.6 36.0ZM11.7 23.6 18.6 28.0 19.7 25.3ZM23.6 11.7 25.3 19.7 28.0 18.6Z"
        fill="#ffb000"
      />
      <circle cx="32" cy="32" r="13" fill="#fcd116" stroke="#e08e00" strokeWidth="2" />
      <circle cx="27.5" cy="30" r="1.8" fill="#8a4b00" />
      <circle cx="36.5" cy="30" r="1.8" fill="#8a4b00" />
      <path d="M27 36q5 4 10 0" stroke="#8a4b00" strokeWidth="2" strokeLinecap="round" fill="none" />
    </>
  ),
  // Jeepney: the chrome-and-stripes jeep, side on
  jeepney: (
    <>
      <path d="M8 16h40l4 4H6z" fill="#e63946" />
      <rect x="6" y="20" width="44" height="24" rx="3" fill="#dfe6ee" />
      <path d="M50 28h6q4 0 4 5v11H50z" fill="#c3ced9" />
      <path d="M50 28l-2-8h2l3 8z" fill="#9fb0c0" />
      <rect x="9" y="23" width="8" height="7" rx="1" fill="#2b3a55" />
      <rect x="19" y="23" width="8" height="7" rx="1" fill="#2b3a55" />
      <rect x="29" y="23" width="8" height="7" rx="1" fill="#2b3a55" />
      <rect x="39" y="23" width="8" height="7" rx="1" fill="#2b3a55" />
      <path d="M6 33h54v3H6z" fill="#fcd116" />
      <path d="M6 37h54v2.5H6z" fill="#2d6cdf" />
      <circle cx="58" cy="41" r="1.6" fill="#ffe066" />
      <circle cx="17" cy="45" r="7" fill={INK} />
      <circle cx="17" cy="45" r="3" fill="#b8c4d0" />
      <circle cx="47" cy="45" r="7" fill={INK} />
      <circle cx="47" cy="45" r="3" fill="#b8c4d0" />
      <path d="M53 26l5-8 2 1-4 8z" fill="#f5b700" />
    </>
  ),
  // Carabao: the water buffalo, head on, sweeping horns
  carabao: (
    <>
      <path
        d="M23 22C11 23 4 16 7 6M41 22c12 1 19-6 16-16"
        stroke="#efe3c6"
        strokeWidth="6"
        strokeLinecap="round"
        fill="none"
      />
      <ellipse cx="15" cy="27" rx="7" ry="3.5" fill="#4a4e59" transform="rotate(-15 15 27)" />
      <ellipse cx="49" cy="27" rx="7" ry="3.5" fill="#4a4e59" transform="rotate(15 49 27)" />
      <path d="M20 19h24l-2 24q-10 8-20 0z" fill="#5b606d" />
      <ellipse cx="32" cy="46" rx="11" ry="8" fill="#8d93a1" />
      <ellipse cx="28" cy="46" rx="2" ry="2.6" fill={INK} />
      <ellipse cx="36" cy="46" rx="2" ry="2.6" fill={INK} />
      <circle cx="25" cy="30" r="2.6" fill="#fff" />
      <circle cx="39" cy="30" r="2.6" fill="#fff" />
      <circle cx="25.6" cy="30.4" r="1.3" fill={INK} />
      <circle cx="38.4" cy="30.4" r="1.3" fill={INK} />
    </>
  ),
  // Parol: the Christmas star lantern with its tails
  parol: (
    <>
      <path d="M25 44l-4 14M32 40v18M39 44l4 14" stroke="#fcd116" strokeWidth="2" strokeLinecap="round" />
      <circle cx="21" cy="58" r="2" fill="#ff5ca8" />
      <circle cx="32" cy="58" r="2" fill="#2fe0b3" />
      <circle cx="43" cy="58" r="2" fill="#ff5ca8" />
      <circle cx="32" cy="28" r="23" fill="none" stroke="#fcd116" strokeWidth="2.5" />
      <polygon
        points="32.0 6.0 37.6 20.3 52.9 21.2 41.0 30.9 44.9 45.8 32.0 37.5 19.1 45.8 23.0 30.9 11.1 21.2 26.4 20.3"
        fill="#e0244d"
        stroke="#7a0c24"
        strokeWidth="1.2"
        strokeLinejoin="round"
      />
      <polygon
        points="32.0 17.0 34.9 24.0 42.5 24.6 36.8 29.5 38.5 36.9 32.0 33.0 25.5 36.9 27.2 29.5 21.5 24.6 29.1 24.0"
        fill="#ffe066"
      />
    </>
  ),
  // Mango: the ripe carabao mango with its leaf
  mango: (
    <>
      <path d="M33 13c6-8 16-8 20-5-4 6-12 8-20 5z" fill="#3aa655" />
      <path d="M33 13c6-3 12-4 20-5" stroke="#236b36" strokeWidth="1.2" fill="none" />
      <path d="M31 10l2 5" stroke="#6b4226" strokeWidth="2.5" strokeLinecap="round" />
      <path
        d="M30 14c16-2 26 12 22 28-4 14-20 18-30 12-10-6-10-22-4-30 3-6 7-9 12-10z"
        fill="#ffb627"
        stroke="#c97a00"
        strokeWidth="1.5"
      />
      <ellipse cx="40" cy="36" rx="9" ry="12" fill="#ff7b39" opacity=".55" transform="rotate(-20 40 36)" />
      <path d="M22 26q-3 8 0 16" stroke="#fff3c4" strokeWidth="3" strokeLinecap="round" fill="none" />
    </>
  ),
  // Sampaguita: the jasmine, the national flower
  sampaguita: (
    <>
      <ellipse cx="18" cy="50" rx="12" ry="5" fill="#3aa655" transform="rotate(-30 18 50)" />
      <ellipse cx="46" cy="50" rx="12" ry="5" fill="#2f8f47" transform="rotate(30 46 50)" />
      <g fill="#fdfdf3" stroke="#cfd8bf" strokeWidth="1">
        <ellipse cx="32" cy="17" rx="7.5" ry="12" />
        <ellipse cx="32" cy="17" rx="7.5" ry="12" transform="rotate(72 32 32)" />
        <ellipse cx="32" cy="17" rx="7.5" ry="12" transform="rotate(144 32 32)" />
        <ellipse cx="32" cy="17" rx="7.5" ry="12" transform="rotate(216 32 32)" />
        <ellipse cx="32" cy="17" rx="7.5" ry="12" transform="rotate(288 32 32)" />
      </g>
      <g fill="#ffffff" opacity=".9">
        <ellipse cx="32" cy="22" rx="4" ry="8" transform="rotate(36 32 32)" />
        <ellipse cx="32" cy="22" rx="4" ry="8" transform="rotate(108 32 32)" />
        <ellipse cx="32" cy="22" rx="4" ry="8" transform="rotate(180 32 32)" />
        <ellipse cx="32" cy="22" rx="4" ry="8" transform="rotate(252 32 32)" />
        <ellipse cx="32" cy="22" rx="4" ry="8" transform="rotate(324 32 32)" />
      </g>
      <circle cx="32" cy="32" r="5" fill="#f7d23e" stroke="#d9a400" strokeWidth="1" />
    </>
  ),
  // Coconut: a nut with its three eyes under a palm frond
  coconut: (
    <>
      <path d="M30 16C36 4 52 2 60 8 50 8 42 12 36 20z" fill="#3aa655" />
      <path d="M30 16C26 6 12 4 4 10c10-1 18 2 24 10z" fill="#2f8f47" />
      <circle cx="32" cy="37" r="21" fill="#7a4a26" stroke="#4a2a12" strokeWidth="1.5" />
      <path
        d="M18 30q4-3 6 1M40 46q4-3 6 1M22 48q3-2 5 1M44 28q3-2 5 1"
        stroke="#a86d3c"
        strokeWidth="1.6"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="28" cy="27" r="2.6" fill="#2b170a" />
      <circle cx="36" cy="27" r="2.6" fill="#2b170a" />
      <circle cx="32" cy="33" r="2.6" fill="#2b170a" />
      <path d="M17 40a16 16 0 0 0 8 12" stroke="#a86d3c" strokeWidth="3" strokeLinecap="round" fill="none" />
    </>
  ),
  // Calamansi: the little lime, one whole and one cut
  calamansi: (
    <>
      <path d="M30 14c4-8 12-9 16-7-3 5-9 8-16 7z" fill="#3aa655" />
      <circle cx="23" cy="38" r="14" fill="#7fbf3f" stroke="#4f8a1f" strokeWidth="1.5" />
      <circle cx="18" cy="33" r="3" fill="#c5ec8c" />
      <circle cx="42" cy="32" r="14" fill="#ffb000" stroke="#c97a00" strokeWidth="1.5" />
      <circle cx="42" cy="32" r="11" fill="#ffd35a" />
      <path
        d="M42 21v22M31 32h22M34.2 24.2l15.6 15.6M49.8 24.2 34.2 39.8"
        stroke="#ffb000"
        strokeWidth="1.4"
      />
      <circle cx="42" cy="32" r="2" fill="#fff3c4" />
    </>
  ),
  // Bibingka: the rice cake on banana leaf, with salted egg
  bibingka: (
    <>
      <circle cx="32" cy="34" r="27" fill="#3f8f3a" />
      <path d="M32 7v54M8 22l48 24M8 46l48-24" stroke="#2f6f2c" strokeWidth="1.2" />
      <circle cx="32" cy="34" r="20" fill="#c8771f" />
      <circle cx="32" cy="33" r="17.5" fill="#f2c14e" />
      <circle cx="24" cy="27" r="2.2" fill="#8a4b12" />
      <circle cx="41" cy="40" r="2.6" fill="#8a4b12" />
      <circle cx="37" cy="24" r="1.6" fill="#8a4b12" />
      <circle cx="26" cy="41" r="1.6" fill="#8a4b12" />
      <ellipse cx="33" cy="32" rx="7" ry="5" fill="#fdfaf0" />
      <ellipse cx="33" cy="32" rx="3.4" ry="2.6" fill="#ff8c1a" />
    </>
  ),
};

const PALAWAN: Record<string, ReactElement> = {
  // Pearl Wild: a lustrous pearl in an open pink shell
  pearl: (
    <>
      <path d="M8 30C8 12 56 12 56 30z" fill="#c77dab" />
      <path d="M14 30c2-10 34-10 36 0" stroke="#e7a9cc" strokeWidth="2" fill="none" />
      <path d="M6 34h52C58 52 44 58 32 58S6 52 6 34z" fill="#f6a6c8" stroke="#c0578d" strokeWidth="1.5" />
      <path d="M16 36l4 18M26 36l2 21M38 36l-2 21M48 36l-4 18" stroke="#e07fb0" strokeWidth="1.5" />
      <circle cx="32" cy="33" r="12" fill="#f4f1ff" stroke="#b8aee0" strokeWidth="1.5" />
      <circle cx="36" cy="37" r="7" fill="#dcd5f5" opacity=".8" />
      <circle cx="28" cy="29" r="3.5" fill="#fff" />
    </>
  ),
  // Bangka: the outrigger boat under a striped sail
  bangka: (
    <>
      <path d="M31 6v36" stroke="#7a4a26" strokeWidth="2.5" />
      <path d="M33 8l18 30H33z" fill="#fcd116" />
      <path d="M33 18l12 20H33z" fill="#e63946" />
      <path d="M29 12L15 38h14z" fill="#2d6cdf" />
      <path d="M6 40h52" stroke="#c8a070" strokeWidth="2" />
      <path d="M4 42h10M50 42h10" stroke="#7a4a26" strokeWidth="3" strokeLinecap="round" />
      <path d="M10 44h44l-6 8H16z" fill="#8a5a2b" />
      <path d="M12 45h40" stroke="#e63946" strokeWidth="2" />
      <path
        d="M2 56q5-4 10 0t10 0 10 0 10 0 10 0 10 0"
        stroke="#7fe7ff"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
      />
    </>
  ),
  // Pawikan: the sea turtle from above
  pawikan: (
    <>
      <ellipse cx="16" cy="22" rx="10" ry="5" fill="#5fbf8f" transform="rotate(-35 16 22)" />
      <ellipse cx="48" cy="22" rx="10" ry="5" fill="#5fbf8f" transform="rotate(35 48 22)" />
      <ellipse cx="18" cy="48" rx="7" ry="4" fill="#5fbf8f" transform="rotate(35 18 48)" />
      <ellipse cx="46" cy="48" rx="7" ry="4" fill="#5fbf8f" transform="rotate(-35 46 48)" />
      <ellipse cx="32" cy="9" rx="6" ry="7" fill="#5fbf8f" />
      <circle cx="29.5" cy="7" r="1.3" fill={INK} />
      <circle cx="34.5" cy="7" r="1.3" fill={INK} />
      <ellipse cx="32" cy="35" rx="17" ry="21" fill="#2f7d57" stroke="#1d5239" strokeWidth="1.5" />
      <path
        d="M32 22l7 5v8l-7 5-7-5v-8zM32 22v-7M39 27l8-4M39 35l8 4M32 40v10M25 35l-8 4M25 27l-8-4"
        stroke="#9fe0b8"
        strokeWidth="1.6"
        fill="none"
        strokeLinejoin="round"
      />
    </>
  ),
  // Dolphin: leaping over a wave
  dolphin: (
    <>
      <path
        d="M10 44C14 22 34 10 52 14c-4 2-6 4-6 6 6 2 9 5 10 9-5-1-9 0-12 2-8 4-16 10-20 17l-2-6-7 4 2-7z"
        fill="#5aa9e6"
        stroke="#2c6fa3"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <path d="M22 34c6-2 12 0 16-4" stroke="#d9efff" strokeWidth="3" strokeLinecap="round" fill="none" />
      <path d="M34 17l-4-8 9 6z" fill="#2c6fa3" />
      <circle cx="47" cy="21" r="1.6" fill={INK} />
      <path
        d="M2 56q6-5 12 0t12 0 12 0 12 0 12 0"
        stroke="#7fe7ff"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
    </>
  ),
  // Clownfish: orange with its three white bands
  clownfish: (
    <>
      <path d="M10 32L2 20v24z" fill="#ff7b1c" stroke={INK} strokeWidth="1.5" strokeLinejoin="round" />
      <ellipse cx="32" cy="32" rx="22" ry="14" fill="#ff7b1c" stroke={INK} strokeWidth="1.5" />
      <path d="M28 18q6 8 0 28" stroke="#fff" strokeWidth="5" fill="none" />
      <path d="M44 21q4 11 0 22" stroke="#fff" strokeWidth="4" fill="none" />
      <path d="M15 25q-3 7 0 14" stroke="#fff" strokeWidth="3.5" fill="none" />
      <path d="M26 18q6-6 14-2" fill="#ff7b1c" stroke={INK} strokeWidth="1.2" />
      <circle cx="49" cy="29" r="2.6" fill="#fff" />
      <circle cx="49.5" cy="29" r="1.4" fill={INK} />
    </>
  ),
  // Shell: the scallop fan
  shell: (
    <>
      <path d="M24 50h16l2 8H22z" fill="#e8936b" />
      <path
        d="M32 52L8 26C12 12 22 6 32 6s20 6 24 20z"
        fill="#f7c59f"
        stroke="#c9794f"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <path
        d="M32 52L14 18M32 52L22 10M32 52V7M32 52l10-42M32 52l18-34"
        stroke="#e8936b"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <path d="M14 22c4-8 10-12 18-12" stroke="#fff3e6" strokeWidth="2.5" fill="none" strokeLinecap="round" />
    </>
  ),
  // Starfish
  starfish: (
    <>
      <polygon
        points="32.0 5.0 38.5 24.1 58.6 24.3 42.5 36.4 48.5 55.7 32.0 44.0 15.5 55.7 21.5 36.4 5.4 24.3 25.5 24.1"
        fill="#ff8c42"
        stroke="#ff8c42"
        strokeWidth="6"
        strokeLinejoin="round"
      />
      <polygon
        points="32.0 5.0 38.5 24.1 58.6 24.3 42.5 36.4 48.5 55.7 32.0 44.0 15.5 55.7 21.5 36.4 5.4 24.3 25.5 24.1"
        fill="none"
        stroke="#c2561a"
        strokeWidth="1.2"
        strokeLinejoin="round"
        transform="translate(32 32) scale(1.1) translate(-32 -32)"
      />
      <g fill="#ffd3a8">
        <circle cx="32" cy="16" r="1.8" />
        <circle cx="32" cy="24" r="1.8" />
        <circle cx="45" cy="28" r="1.8" />
        <circle cx="19" cy="28" r="1.8" />
        <circle cx="40" cy="43" r="1.8" />
        <circle cx="24" cy="43" r="1.8" />
        <circle cx="32" cy="33" r="2.6" />
      </g>
    </>
  ),
  // Coral: a branching red coral
  coral: (
    <>
      <path
        d="M32 58V34M32 42L20 30V16M20 30L12 24M32 38l12-12V12M44 26l8-6M32 34l-4-14M44 20l-5-6"
        stroke="#ff5d73"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
      <path
        d="M33 56V36M21 28V18M45 24V14"
        stroke="#ffb3bf"
        strokeWidth="1.6"
        strokeLinecap="round"
        fill="none"
      />
      <path d="M16 60q16-6 32 0" stroke="#f2d6a2" strokeWidth="4" strokeLinecap="round" fill="none" />
    </>
  ),
  // Anchor
  anchor: (
    <g stroke="#dfe7ef" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" fill="none">
      <circle cx="32" cy="10" r="5" />
      <path d="M32 15v42M21 24h22M10 38q2 18 22 19 20-1 22-19" />
      <path d="M6 42l4-6 5 5M58 42l-4-6-5 5" />
    </g>
  ),
};

const ART: Record<string, ReactElement> = { ...FIESTA, ...PALAWAN, ...MANILA_NIGHTS, ...JEEPNEY_JACKPOT };

/** Symbol keys that have art (tests check every theme's symbols are covered). */
export const SYMBOL_KEYS: readonly string[] = Object.keys(ART);

/** A gem with the symbol's number, for a key this build has no art for (a theme added later). */
function fallback(symbol: number): ReactElement {
  return (
    <>
      <path
        d="M32 6l22 18-22 34L10 24z"
        fill="#8fb3ff"
        stroke="#3f5fb0"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <text x="32" y="34" textAnchor="middle" fontSize="16" fontWeight="800" fill={INK}>
        {symbol + 1}
      </text>
    </>
  );
}

/**
 * One symbol as an image (named by the paytable's symbol name). Memoised: the art depends on its two props only,
 * so a re-render of a reel or of the paytable never diffs the SVG again.
 */
export const SymbolArt = memo(function SymbolArt({
  symbolKey,
  symbol,
}: {
  symbolKey: string | undefined;
  symbol: number;
}) {
  return (
    <svg className="slots-art" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      {(symbolKey && ART[symbolKey]) || fallback(symbol)}
    </svg>
  );
});
