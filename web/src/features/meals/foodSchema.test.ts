import { mealMessages } from '@hostel-admin/rules';
import { emptyFood, foodSchema } from './foodSchema';

const messages = (values: Record<string, unknown>) => {
  const parsed = foodSchema.safeParse(values);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the Add Food form', () => {
  it('wants a food title and takes the details as they are, or none', () => {
    expect(messages(emptyFood)).toEqual({ title: mealMessages.titleRequired });
    expect(foodSchema.parse({ title: ' Poha ', details: '  ' })).toEqual({ title: 'Poha', details: null });
    expect(foodSchema.parse({ title: 'Poha', details: ' With peanuts ' })).toEqual({
      title: 'Poha',
      details: 'With peanuts',
    });
  });

  it('says when the title or the details are too long, in the server’s words', () => {
    expect(messages({ title: 't'.repeat(81), details: 'd'.repeat(301) })).toEqual({
      title: mealMessages.titleTooLong,
      details: mealMessages.detailsTooLong,
    });
  });
});
