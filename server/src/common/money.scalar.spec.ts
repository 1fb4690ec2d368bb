import { GraphQLError, parseValue } from 'graphql';
import { MONEY_DESCRIPTION, MoneyInputError, MoneyScalar } from './money.scalar';

const MAX = Number.MAX_SAFE_INTEGER;

/** What parsing a value answers: the amount, or the refusal's words. */
const parsed = (parse: () => unknown) => {
  try {
    return parse();
  } catch (error) {
    expect(error).toBeInstanceOf(MoneyInputError);
    expect(error).toBeInstanceOf(GraphQLError);
    return `refused: ${(error as Error).message}`;
  }
};

describe('Money scalar', () => {
  it('describes itself as whole paise up to 2^53 − 1 either way', () => {
    expect(MoneyScalar.name).toBe('Money');
    expect(MoneyScalar.description).toBe(MONEY_DESCRIPTION);
    expect(MONEY_DESCRIPTION).toBe(
      'An amount of money in paise (1 rupee = 100 paise): a whole number from -9007199254740991 to 9007199254740991.',
    );
  });

  it('accepts any safe integer sent as a variable: 0, -1, 2^31, 2^53 − 1 and its negative', () => {
    for (const value of [0, -1, 1, 2 ** 31, 2_500_000_000, MAX, -MAX])
      expect(parsed(() => MoneyScalar.parseValue(value))).toBe(value);
  });

  it('refuses fractions, text, unsafe integers and anything else, in words', () => {
    const whole = 'refused: Amount must be a whole number of paise.';
    const range = 'refused: Amount must be from -9007199254740991 to 9007199254740991 paise.';
    expect(parsed(() => MoneyScalar.parseValue(1.5))).toBe(whole);
    expect(parsed(() => MoneyScalar.parseValue(0.1))).toBe(whole);
    expect(parsed(() => MoneyScalar.parseValue('100'))).toBe('refused: Amount must be a number of paise, not text.');
    expect(parsed(() => MoneyScalar.parseValue(''))).toBe('refused: Amount must be a number of paise, not text.');
    expect(parsed(() => MoneyScalar.parseValue(2 ** 53))).toBe(range);
    expect(parsed(() => MoneyScalar.parseValue(-(2 ** 53)))).toBe(range);
    expect(parsed(() => MoneyScalar.parseValue(1e21))).toBe(range);
    for (const value of [NaN, Infinity, -Infinity, true, {}, [1], null, undefined])
      expect(parsed(() => MoneyScalar.parseValue(value))).toBe(whole);
  });

  it('reads amounts written in the document the same way', () => {
    const literal = (text: string) => parsed(() => MoneyScalar.parseLiteral(parseValue(text)));
    expect(literal('0')).toBe(0);
    expect(literal('-1')).toBe(-1);
    expect(literal('9007199254740991')).toBe(MAX);
    expect(literal('100.0')).toBe(100);
    expect(literal('1.5')).toBe('refused: Amount must be a whole number of paise.');
    expect(literal('9007199254740992')).toBe(
      'refused: Amount must be from -9007199254740991 to 9007199254740991 paise.',
    );
    expect(literal('"100"')).toBe('refused: Amount must be a number of paise, not text.');
    expect(literal('true')).toBe('refused: Amount must be a whole number of paise.');
    expect(literal('[1]')).toBe('refused: Amount must be a whole number of paise.');
  });

  it('answers safe integers as JSON numbers and never passes on anything else as money', () => {
    for (const value of [0, -1, 2_500_000_000, MAX, -MAX]) expect(MoneyScalar.serialize(value)).toBe(value);
    for (const value of ['2500000000', 1.5, 2 ** 53, NaN, null, BigInt(1)])
      expect(() => MoneyScalar.serialize(value)).toThrow(/^Money cannot represent/);
  });
});
