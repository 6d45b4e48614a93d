import './crash-skin.css';
import type { GraphHead, Trail } from './crash-graph';
// Which Crash art a game flies: Saranggola's kite on its string (default) or Mayon Rocket's rocket, exhaust trail,
// night scene and burst (crash-rocket.tsx). Kept apart from the game view so the view only asks for "the sprite",
// "the scene" and "the trail".
import { Kite } from './crash-kite';
import { MayonScene, MayonSmoke, Rocket, RocketBurst } from './crash-rocket';
import type { Skin } from './skins';

export const isRocket = (skin: Skin | undefined) => skin === 'mayon';

/** What the frame loop moves along the climb: the kite, or the rocket with its burst ready for a bust. */
export function CrashSprite({ skin }: { skin: Skin | undefined }) {
  if (!isRocket(skin)) return <Kite />;
  return (
    <>
      <span className="crash-rocket-tilt">
        <Rocket />
      </span>
      <span className="crash-burst">
        <RocketBurst />
      </span>
    </>
  );
}

/** The scene behind the graph (the kite's sky is the stage's own CSS). */
export function CrashScene({ skin }: { skin: Skin | undefined }) {
  if (!isRocket(skin)) return null;
  return (
    <>
      <MayonScene />
      <MayonSmoke />
    </>
  );
}

export function trailOf(skin: Skin | undefined): Trail {
  return isRocket(skin) ? 'exhaust' : 'string';
}

/**
 * The sprite's transform for a frame: the kite hangs on the head of its string; the rocket also turns along the
 * climb, about its nozzle (crash-skin.css sets the origin there).
 */
export function spriteTransform(head: GraphHead, skin: Skin | undefined): string {
  const at = `translate(${head.x.toFixed(1)}px, ${head.y.toFixed(1)}px)`;
  return isRocket(skin) ? `${at} rotate(${head.angle.toFixed(3)}rad)` : at;
}
