import { visitorMessages } from '@hostel-admin/rules';
import { emptyPhone } from '@/lib/phone';
import { emptyVisitor, visitorSchema } from './visitorSchema';

const messages = (values: Record<string, unknown>) => {
  const parsed = visitorSchema.safeParse(values);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the Sign in visitor form', () => {
  it('names every missing field in the server’s words', () => {
    expect(messages(emptyVisitor)).toEqual({
      name: visitorMessages.nameRequired,
      phone: 'Phone is required',
      studentId: visitorMessages.residentRequired,
      purpose: visitorMessages.purposeRequired,
    });
  });

  it('sends the trimmed text, the phone as E.164 and no ID type as null', () => {
    const parsed = visitorSchema.parse({
      name: '  Ramesh Rao ',
      phone: { ...emptyPhone(), number: '98765 43210' },
      studentId: '7',
      purpose: ' Father',
      idType: '',
    });
    expect(
      visitorSchema.parse({
        ...emptyVisitor,
        name: 'A',
        purpose: 'B',
        studentId: '1',
        phone: { ...emptyPhone(), number: '9876543210' },
        idType: 'passport',
      }).idType,
    ).toBe('passport');
    expect(parsed).toEqual({
      name: 'Ramesh Rao',
      phone: '+919876543210',
      studentId: '7',
      purpose: 'Father',
      idType: null,
    });
  });

  it('refuses a number that is not a mobile number, and text over its bound', () => {
    expect(
      messages({ ...emptyVisitor, phone: { ...emptyPhone(), number: '12345' }, name: 'x'.repeat(121) }),
    ).toMatchObject({
      name: 'Visitor name can be at most 120 characters.',
      phone: expect.stringMatching(/^Phone must be a valid Indian mobile number/),
    });
  });
});
