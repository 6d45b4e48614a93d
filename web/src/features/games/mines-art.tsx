// Mines art, drawn for this project as inline SVG (flat fills, no ids, so 25 copies can share a page): what a safe
// cell hides and the mine — Gold Mines' gold nugget and lit dynamite, Palawan Pearl Mines' pearl in its oyster and
// sea urchin. The boards and tiles of each are in skins.css.

import type { ReactElement } from 'react';

export type MinesSkin = 'gold' | 'pearl';

/** A gold nugget: lumpy, lit from the top left, with a glint (Gold Mines' find). */
function Nugget() {
  return (
    <>
      <path
        d="M10 40c-2-9 5-16 12-18 3-8 13-12 21-8 9 1 14 9 12 17 4 6 1 15-7 17-6 6-17 6-23 2-8 1-14-3-15-10Z"
        fill="#b8860b"
      />
      <path
        d="M12 38c0-8 6-13 12-14 3-7 12-10 19-6 7 1 11 7 10 13-9-3-16 3-22 1-7-2-13 2-19 6Z"
        fill="#f5c542"
      />
      <path d="M20 30c3-5 9-7 13-5-4 1-7 3-9 6ZM36 22c4-2 9 0 11 4-4-2-7-2-11-4Z" fill="#fff3b0" />
      <path
        d="M30 44c5 1 10-1 14-4M18 46c3 2 6 3 9 2"
        stroke="#8a6208"
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M44 14l2 5 5 2-5 2-2 5-2-5-5-2 5-2Z" fill="#fff" />
      <path
        d="M10 40c-2-9 5-16 12-18 3-8 13-12 21-8 9 1 14 9 12 17 4 6 1 15-7 17-6 6-17 6-23 2-8 1-14-3-15-10Z"
        fill="none"
        stroke="#5c3d05"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </>
  );
}

/** Three sticks of dynamite bound with rope, the fuse lit (Gold Mines' mine). */
function Dynamite() {
  return (
    <>
      <path d="M34 16c2-5 7-7 10-5" stroke="#6b4a1c" strokeWidth="2" fill="none" strokeLinecap="round" />
      <path d="M46 4l2 5 5-1-3 4 4 4-5-1-1 5-3-4-4 2 2-5-4-3 5 0Z" fill="#ffd447" />
      <circle cx="46" cy="10" r="2.4" fill="#fff6d5" />
      <g>
        <rect x="14" y="20" width="11" height="36" rx="4" fill="#d7263d" />
        <rect x="26.5" y="17" width="11" height="39" rx="4" fill="#e63946" />
        <rect x="39" y="20" width="11" height="36" rx="4" fill="#c1121f" />
        <path d="M17 22v32M29.5 19v35M42 22v32" stroke="#ff8a8a" strokeWidth="2" opacity="0.6" />
      </g>
      <path d="M12 30h40v5H12ZM12 44h40v5H12Z" fill="#c9a66b" />
      <path d="M12 32.5h40M12 46.5h40" stroke="#8a6a3a" strokeWidth="1" strokeDasharray="2 2" />
      <text
        x="32"
        y="41.5"
        textAnchor="middle"
        fontSize="6.5"
        fontWeight="900"
        fill="#fff"
        fontFamily="system-ui, sans-serif"
      >
        TNT
      </text>
    </>
  );
}

/** A pearl in an open oyster: the ridged upper shell raised behind it, the lower shell's cup in front. */
function Pearl() {
  return (
    <>
      <path d="M6 40C8 12 56 12 58 40Q32 30 6 40Z" fill="#d9bfa0" />
      <path
        d="M13 37Q19 19 32 15M51 37Q45 19 32 15M22 34Q25 22 32 19M42 34Q39 22 32 19M32 15v17"
        stroke="#b8916a"
        strokeWidth="1.6"
        fill="none"
      />
      <path d="M4 42Q32 66 60 42L56 39Q32 56 8 39Z" fill="#b8916a" />
      <path d="M7 41Q32 60 57 41Q32 48 7 41Z" fill="#efdcc2" />
      <circle cx="32" cy="38" r="12" fill="#f4f1ff" />
      <circle cx="32" cy="38" r="12" fill="none" stroke="#b9b2d8" strokeWidth="1.2" />
      <circle cx="28" cy="34" r="3.6" fill="#fff" />
      <path d="M50 14l1.5 4 4 1.5-4 1.5-1.5 4-1.5-4-4-1.5 4-1.5Z" fill="#fff" />
    </>
  );
}

/** A purple sea urchin: the Palawan board's mine. */
function Urchin() {
  return (
    <>
      <path
        d="M32 4v12M32 48v12M4 32h12M48 32h12M12 12l9 9M43 43l9 9M12 52l9-9M43 21l9-9M20 6l5 11M39 47l5 11M6 44l11-5M47 25l11-5M44 6l-5 11M25 47l-5 11M58 44l-11-5M17 25 6 20"
        stroke="#7b3fd1"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <circle cx="32" cy="32" r="14" fill="#5b21b6" />
      <circle cx="27" cy="27" r="4" fill="#a78bfa" />
      <circle cx="32" cy="32" r="14" fill="none" stroke="#2e1065" strokeWidth="1.5" />
    </>
  );
}

const ART: Record<MinesSkin, { gem: () => ReactElement; mine: () => ReactElement }> = {
  gold: { gem: Nugget, mine: Dynamite },
  pearl: { gem: Pearl, mine: Urchin },
};

/** What a revealed cell shows. */
export function MinesArt({ kind, skin }: { kind: 'gem' | 'mine'; skin: MinesSkin }) {
  const Art = ART[skin][kind];
  return (
    <svg className="mines-art" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <Art />
    </svg>
  );
}
