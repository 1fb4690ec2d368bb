/**
 * A room's meter bill split equally among its residents: each gets the bill divided by their number, in whole
 * paise, and the paise left over (fewer than the residents) go one each to the first residents in bed order, so
 * the parts always add up to the bill exactly and the same room gives the same split every time.
 */
export function splitEvenly<T>(billPaise: number, residentsInBedOrder: readonly T[]): { of: T; amountPaise: number }[] {
  const count = residentsInBedOrder.length;
  if (count === 0) return [];
  const base = Math.floor(billPaise / count);
  const left = billPaise - base * count;
  return residentsInBedOrder.map((of, i) => ({ of, amountPaise: base + (i < left ? 1 : 0) }));
}
