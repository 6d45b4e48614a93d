// Mines art, drawn for this project as inline SVG (flat fills, no ids, so 25 copies can share a page): the gem
// a safe cell hides and the mine, and the pearl and sea urchin of the Palawan skin.

import type { ReactElement } from 'react';

export type MinesSkin = 'gold' | 'pearl';

/** A cut emerald: crown and pavilion facets in three greens, a white glint. */
function Gem() {
  return (
    <>
      <path d="M14 22 24 10h16l10 12-18 32Z" fill="#19b98b" />
      <path d="M14 22h36L32 54Z" fill="#0f8f6a" />
      <path d="M24 10 20 22h24l-4-12Z" fill="#5ff2c6" />
      <path d="M20 22 32 54 14 22Z" fill="#13a47b" />
      <path d="M44 22 32 54l18-32Z" fill="#0a6f52" />
      <path d="M24 10 14 22h6ZM40 10l10 12h-6Z" fill="#38d9a9" />
      <path d="M26 13 24 19" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" opacity="0.9" />
      <path
        d="M14 22 24 10h16l10 12-18 32Z"
        fill="none"
        stroke="#064e3b"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </>
  );
}

/** A round black mine with spikes, a fuse cap and a red warning light. */
function Mine() {
  return (
    <>
      <path
        d="M32 6v8M32 50v8M6 32h8M50 32h8M13.6 13.6l5.7 5.7M44.7 44.7l5.7 5.7M13.6 50.4l5.7-5.7M44.7 19.3l5.7-5.7"
        stroke="#2a2f3d"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <circle cx="32" cy="32" r="17" fill="#2a2f3d" />
      <circle cx="32" cy="32" r="17" fill="none" stroke="#0d0f16" strokeWidth="1.5" />
      <circle cx="26" cy="26" r="5" fill="#596079" />
      <circle cx="32" cy="32" r="4.5" fill="#ff3b52" />
      <circle cx="31" cy="31" r="1.6" fill="#ffd0d6" />
    </>
  );
}

/** A pearl resting in an open oyster shell. */
function Pearl() {
  return (
    <>
      <path d="M8 40q24 22 48 0l-4-4q-20 14-40 0Z" fill="#c9a27a" />
      <path d="M10 36q22-30 44 0Z" fill="#e9d2b4" />
      <path d="M18 32q14-14 28 0M24 34q8-8 16 0" stroke="#c9a27a" strokeWidth="1.5" fill="none" />
      <circle cx="32" cy="36" r="10" fill="#f4f1ff" />
      <circle cx="32" cy="36" r="10" fill="none" stroke="#b9b2d8" strokeWidth="1.2" />
      <circle cx="28.5" cy="32.5" r="3" fill="#fff" />
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
  gold: { gem: Gem, mine: Mine },
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
