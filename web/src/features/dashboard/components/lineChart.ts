/** The pure geometry of the dashboard's line chart (StudentChart): the y axis's ticks and the smooth line's path. */

export type Point = { x: number; y: number };

/** Whole-number ticks from 0 up to at least `most`, at most five steps of 1, 2 or 5 × 10ⁿ. */
export function countTicks(most: number): number[] {
  const top = Math.max(1, Math.ceil(most));
  const rough = top / Math.min(top, 5);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? rough;
  const ticks: number[] = [];
  for (let tick = 0; tick < top + step; tick += step) ticks.push(tick);
  return ticks;
}

/**
 * A smooth line through the points (a Catmull-Rom spline as cubic Béziers), whose control points stay between
 * `top` and `bottom`: a count never appears to dip below the axis between two months.
 */
export function smoothPath(points: readonly Point[], top: number, bottom: number): string {
  if (points.length === 0) return '';
  const at = (i: number) => points[Math.max(0, Math.min(points.length - 1, i))]!;
  const clampY = (y: number) => Math.max(top, Math.min(bottom, y));
  const round = (n: number) => Math.round(n * 10) / 10;
  let path = `M${round(at(0).x)},${round(at(0).y)}`;
  for (let i = 0; i < points.length - 1; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = { x: p1.x + (p2.x - p0.x) / 6, y: clampY(p1.y + (p2.y - p0.y) / 6) };
    const c2 = { x: p2.x - (p3.x - p1.x) / 6, y: clampY(p2.y - (p3.y - p1.y) / 6) };
    path += ` C${round(c1.x)},${round(c1.y)} ${round(c2.x)},${round(c2.y)} ${round(p2.x)},${round(p2.y)}`;
  }
  return path;
}
