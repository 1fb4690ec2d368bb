import { splitEvenly } from './meter-split';

describe('splitEvenly', () => {
  it('adds up to the bill exactly, the odd paise to the first beds', () => {
    const parts = splitEvenly(100_001, ['a', 'b', 'c']);
    expect(parts.map((p) => p.amountPaise)).toEqual([33_334, 33_334, 33_333]);
    expect(parts.reduce((sum, p) => sum + p.amountPaise, 0)).toBe(100_001);
  });

  it('splits evenly when it can, gives one resident the whole bill, and nobody nothing', () => {
    expect(splitEvenly(135_000, [1, 2, 3]).map((p) => p.amountPaise)).toEqual([45_000, 45_000, 45_000]);
    expect(splitEvenly(999, ['x'])).toEqual([{ of: 'x', amountPaise: 999 }]);
    expect(splitEvenly(500, [])).toEqual([]);
  });

  it('always sums to the bill, every part within a paisa of the others', () => {
    for (let bill = 1; bill < 2_000; bill += 37)
      for (let n = 1; n <= 9; n++) {
        const parts = splitEvenly(
          bill,
          Array.from({ length: n }, (_, i) => i),
        ).map((p) => p.amountPaise);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(bill);
        expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
      }
  });
});
