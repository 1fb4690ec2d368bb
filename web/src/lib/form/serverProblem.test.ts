import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ApiError } from '../api';
import { readServerError, splitServerProblem } from './serverProblem';

const fields = new Set(['pricePerMonthRupees', 'phone_number', 'email', 'charges.2.amountRupees']);
const hasField = (name: string) => fields.has(name);

describe('readServerError', () => {
  it('reads GraphQL field errors by input field name', () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'Invalid input',
          extensions: {
            code: 'BAD_USER_INPUT',
            fields: [{ field: 'rows.0.name', message: 'Line 2: name is required' }],
          },
        },
      ],
      data: null,
    });
    expect(readServerError(error)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { 'rows.0.name': 'Line 2: name is required' },
      message: null,
      summary: 'Line 2: name is required',
    });
  });

  it('reads a REST error: its fields, and a code from its status', () => {
    const error = new ApiError(400, 'Validation failed', [
      { field: 'email', message: 'email must be an email' },
      { field: 'email', message: 'second' },
    ]);
    expect(readServerError(error)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { email: 'email must be an email' },
      message: null,
      summary: 'Validation failed',
    });
    expect(readServerError(new ApiError(409, 'Phone number is already registered'))).toMatchObject({
      code: 'CONFLICT',
      fields: {},
      message: 'Phone number is already registered',
    });
  });
});

describe('splitServerProblem', () => {
  it('puts field errors under the form fields of the same name and the rest in the alert', () => {
    const problem = {
      code: 'BAD_USER_INPUT',
      fields: { email: 'Email is already in use.', hostelId: 'Unknown hostel' },
      message: null,
      summary: 'Invalid input',
    };
    expect(splitServerProblem(problem, hasField)).toEqual({
      fields: { email: 'Email is already in use.' },
      alert: 'Unknown hostel',
    });
    expect(splitServerProblem({ ...problem, fields: { email: 'Email is already in use.' } }, hasField)).toEqual({
      fields: { email: 'Email is already in use.' },
      alert: null,
    });
  });

  it('puts an error on an amount in paise under the form field that holds the rupees typed', () => {
    const problem = {
      code: 'BAD_USER_INPUT',
      fields: { pricePerMonthPaise: 'Too high', 'charges.2.amountPaise': 'Above zero', depositPaise: 'No field' },
      message: null,
      summary: 'Invalid input',
    };
    expect(splitServerProblem(problem, hasField)).toEqual({
      fields: { pricePerMonthRupees: 'Too high', 'charges.2.amountRupees': 'Above zero' },
      alert: 'No field',
    });
  });

  it('keeps errors without fields for the alert, or under the field the form names for their code', () => {
    const conflict = {
      code: 'CONFLICT',
      fields: {},
      message: 'Phone number is already registered',
      summary: 'Phone number is already registered',
    };
    expect(splitServerProblem(conflict, hasField)).toEqual({ fields: {}, alert: 'Phone number is already registered' });
    expect(splitServerProblem(conflict, hasField, { unnamedErrorField: { CONFLICT: 'phone_number' } })).toEqual({
      fields: { phone_number: 'Phone number is already registered' },
      alert: null,
    });
    const forbidden = { code: 'FORBIDDEN', fields: {}, message: 'Forbidden resource', summary: 'Forbidden resource' };
    expect(splitServerProblem(forbidden, hasField, { unnamedErrorField: { CONFLICT: 'phone_number' } }).alert).toBe(
      'Forbidden resource',
    );
  });
});
