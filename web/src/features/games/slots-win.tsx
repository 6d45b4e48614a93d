import { type DrawnLine, LINE_COLOURS } from './slots-lines';

/**
 * The winning paylines over the reels: an SVG in cell units (5 × 3) laid over the reels' area, one polyline
 * per line through its winning cells (slots-lines.ts winLines). Decoration: the result line and the winning
 * symbols' names say the same in words.
 */
export function WinLines({
  lines,
  reels,
  rows,
}: {
  lines: readonly DrawnLine[];
  reels: number;
  rows: number;
}) {
  if (!lines.length) return null;
  return (
    <svg
      className="slots-lines"
      viewBox={`0 0 ${reels} ${rows}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      {lines.map((l, i) => (
        <polyline
          key={l.line}
          points={l.points}
          stroke={LINE_COLOURS[i % LINE_COLOURS.length]}
          style={{ animationDelay: `${i * 120}ms` }}
        />
      ))}
    </svg>
  );
}
