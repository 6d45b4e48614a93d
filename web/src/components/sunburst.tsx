import './sunburst.css';
import type { CSSProperties } from 'react';

/** Decorative rays behind a celebration (reward popup, credited deposit); `size` in px. */
export function Sunburst({ size }: { size?: number }) {
  const style = size ? ({ '--burst': `${size}px` } as CSSProperties) : undefined;
  return <span className="sunburst" aria-hidden="true" style={style} />;
}
