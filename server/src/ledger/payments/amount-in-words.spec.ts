import { paiseInWords } from './amount-in-words';

describe('paiseInWords', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [900_000, 'Rupees Nine Thousand Only'],
    [1_234_567, 'Rupees Twelve Thousand Three Hundred Forty-Five and Sixty-Seven Paise Only'],
    [1_100, 'Rupees Eleven Only'],
    [1_900, 'Rupees Nineteen Only'],
    [10_000_000, 'Rupees One Lakh Only'],
    [1_000_000_000, 'Rupees One Crore Only'],
    [
      12_345_678_901,
      'Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine and One Paise Only',
    ],
    [50, 'Rupees Zero and Fifty Paise Only'],
    [10_010_000, 'Rupees One Lakh One Hundred Only'],
  ])('%d paise → %s', (paise, words) => {
    expect(paiseInWords(paise)).toBe(words);
  });

  it('refuses a negative or fractional amount', () => {
    expect(() => paiseInWords(-1)).toThrow(RangeError);
    expect(() => paiseInWords(1.5)).toThrow(RangeError);
  });
});
