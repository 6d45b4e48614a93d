import { COLOR_GAME_COLORS } from '@casino/contracts/enums';
import { t } from '../../i18n';

/**
 * The rotation (X then Y, degrees) that turns the cube's face for colour i to the front: the inverse of where
 * that face sits (color-game.css .die-face-i). Faces 0-3 go round the Y axis, 4 on top and 5 below.
 */
const FACE_TURN: readonly (readonly [number, number])[] = [
  [0, 0],
  [0, -90],
  [0, 180],
  [0, 90],
  [-90, 0],
  [90, 0],
];

/** Whole turns a die makes between its rolling pose and the face it lands on. */
const LANDING_TURNS = 2;

/**
 * The cube's transform: a fixed tilt (so it reads as a solid), then the face turned to the front, plus whole
 * turns. The same four functions every time, so a change interpolates angle by angle: from the rolling pose the
 * cube spins `turns` times on its way to the new face instead of taking the shortest path.
 */
export function dieTransform(face: number | null, turns = LANDING_TURNS): string {
  if (face === null) return 'rotateX(-28deg) rotateY(38deg) rotateX(0deg) rotateY(0deg)';
  const [x, y] = FACE_TURN[face] ?? [0, 0];
  return `rotateX(-14deg) rotateY(18deg) rotateX(${x + turns * 360}deg) rotateY(${y + turns * 360}deg)`;
}

/**
 * One perya die: a cube whose six faces are the game's six colours. Idle it stands on a corner showing three
 * colours (no result); rolling it tumbles; landed it turns the rolled colour to the front.
 */
export function Die({ face, rolling, index }: { face: number | null; rolling: boolean; index: number }) {
  const label =
    rolling || face === null
      ? t(rolling ? 'games.color.rolling' : 'games.color.dieIdle', { n: index + 1 })
      : t(`games.color.colors.${COLOR_GAME_COLORS[face]}`);
  return (
    <div
      className={`die${rolling ? ' die-rolling' : ''}${face === null ? ' die-idle' : ''}`}
      role="img"
      aria-label={label}
    >
      <div className="die-spin" style={{ animationDelay: `${index * -120}ms` }}>
        <div className="die-cube" style={{ transform: dieTransform(rolling ? null : face) }}>
          {COLOR_GAME_COLORS.map((name, i) => (
            <span key={name} className={`die-face die-face-${i} c-${name}`} />
          ))}
        </div>
      </div>
    </div>
  );
}
