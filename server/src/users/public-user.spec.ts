import { maskAadharOrPan } from './public-user';

describe('maskAadharOrPan', () => {
  it.each([
    ['123456789012', 'XXXXXXXX9012'],
    ['ABCDE1234F', 'XXXXX1234X'],
    ['SOMETHING', 'XXXXXXXXX'],
    [null, null],
  ])('shows %s as %s', (value, masked) => {
    expect(maskAadharOrPan(value)).toBe(masked);
  });
});
