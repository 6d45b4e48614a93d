import { describe, expect, it } from 'vitest';
import { headingOf } from './crash-graph';
import { spriteTransform, trailOf } from './crash-skin';

describe('Crash sprites', () => {
  it('heads the rocket along the climb: up is 0, right is a quarter turn, a still start leans up and right', () => {
    expect(headingOf(0, 10)).toBeCloseTo(0, 6);
    expect(headingOf(10, 0)).toBeCloseTo(Math.PI / 2, 6);
    expect(headingOf(10, 10)).toBeCloseTo(Math.PI / 4, 6);
    expect(headingOf(0, 0)).toBeCloseTo(Math.PI / 4, 6);
  });

  it('turns only the rocket; the kite hangs straight on its string', () => {
    const head = { x: 120.04, y: 33.26, angle: 0.7854 };
    expect(spriteTransform(head, 'mayon')).toBe('translate(120.0px, 33.3px) rotate(0.785rad)');
    expect(spriteTransform(head, 'default')).toBe('translate(120.0px, 33.3px)');
    expect(spriteTransform(head, undefined)).toBe('translate(120.0px, 33.3px)');
    expect([trailOf('mayon'), trailOf('default')]).toEqual(['exhaust', 'string']);
  });
});
