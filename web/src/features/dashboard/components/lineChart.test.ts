import { describe, expect, it } from 'vitest';
import { countTicks, smoothPath } from './lineChart';

describe('countTicks', () => {
  it('counts in ones up to five, then in steps of 2, 5 or 10 that reach the largest count', () => {
    expect(countTicks(0)).toEqual([0, 1]);
    expect(countTicks(3)).toEqual([0, 1, 2, 3]);
    expect(countTicks(5)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(countTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(countTicks(23)).toEqual([0, 5, 10, 15, 20, 25]);
    expect(countTicks(120)).toEqual([0, 50, 100, 150]);
  });
});

describe('smoothPath', () => {
  it('starts at the first point and ends each curve at the next one', () => {
    const path = smoothPath(
      [
        { x: 0, y: 100 },
        { x: 50, y: 0 },
        { x: 100, y: 100 },
      ],
      0,
      100,
    );
    expect(path.startsWith('M0,100 C')).toBe(true);
    expect(path.split(' C')).toHaveLength(3);
    expect(path.endsWith(' 100,100')).toBe(true);
  });

  it('keeps the curve between the top and the bottom of the plot', () => {
    const path = smoothPath(
      [
        { x: 0, y: 0 },
        { x: 10, y: 100 },
        { x: 20, y: 100 },
        { x: 30, y: 0 },
      ],
      0,
      100,
    );
    const ys = [...path.matchAll(/-?[\d.]+,(-?[\d.]+)/g)].map((match) => Number(match[1]));
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ys)).toBeLessThanOrEqual(100);
  });

  it('draws nothing without points', () => {
    expect(smoothPath([], 0, 100)).toBe('');
  });
});
