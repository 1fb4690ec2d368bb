import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api';
import { BUSY_MESSAGE, explainGraphqlError, UNEXPECTED_MESSAGE } from './graphqlErrors';

function graphqlError(
  errors: { message: string; extensions?: Record<string, unknown> }[],
  extensions?: Record<string, unknown>,
) {
  return new CombinedGraphQLErrors({ errors, data: null, extensions });
}

describe('explainGraphqlError', () => {
  it('places BAD_USER_INPUT field messages under their fields', () => {
    const error = graphqlError([
      {
        message: 'Invalid input',
        extensions: {
          code: 'BAD_USER_INPUT',
          fields: [
            { field: 'email', message: 'Invalid email format.' },
            { field: 'input.email', message: 'second' },
            { field: 'phone', message: 'Must be of 10 digits.' },
          ],
        },
      },
    ]);
    expect(explainGraphqlError(error)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { email: 'Invalid email format.', phone: 'Must be of 10 digits.' },
      message: null,
      unexpected: false,
    });
  });

  it('places a refused Money amount under its field, as the server names it', () => {
    const message = 'Amount must be a whole number of paise.';
    const error = graphqlError([
      { message, extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'deductions.1.amountPaise', message }] } },
    ]);
    expect(explainGraphqlError(error)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { 'deductions.1.amountPaise': message },
      message: null,
      unexpected: false,
    });
  });

  it('keeps the messages the API words for people, with their code', () => {
    const error = graphqlError([{ message: 'Bed 101-a is already occupied', extensions: { code: 'CONFLICT' } }]);
    expect(explainGraphqlError(error)).toMatchObject({
      code: 'CONFLICT',
      fields: {},
      message: 'Bed 101-a is already occupied',
      summary: 'Bed 101-a is already occupied',
      unexpected: false,
    });
  });

  it('never passes on raw GraphQL or server text: one plain message with the request id instead', () => {
    const raw = [
      graphqlError(
        [
          {
            message:
              'Variable "$input" got invalid value 99999999999999 at "input.floor"; Int cannot represent non 32-bit signed integer value',
            extensions: { code: 'BAD_USER_INPUT' },
          },
        ],
        { requestId: 'req-42' },
      ),
      graphqlError([
        { message: 'Cannot query field "x" on type "Room".', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } },
      ]),
      graphqlError([
        {
          message: 'relation "rooms" does not exist',
          extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: 'req-7' },
        },
      ]),
      new ApiError(500, 'QueryFailedError: SQLITE_BUSY', [], null, 'req-9'),
      new Error('Unexpected token < in JSON at position 0'),
    ];
    const problems = raw.map(explainGraphqlError);
    expect(problems.map((p) => p.message)).toEqual([
      `${UNEXPECTED_MESSAGE} (Request ID req-42)`,
      UNEXPECTED_MESSAGE,
      `${UNEXPECTED_MESSAGE} (Request ID req-7)`,
      `${UNEXPECTED_MESSAGE} (Request ID req-9)`,
      UNEXPECTED_MESSAGE,
    ]);
    for (const problem of problems) {
      expect(problem.unexpected).toBe(true);
      expect(problem.summary).not.toMatch(/Variable|Cannot query|relation|SQLITE|token/);
    }
  });

  it('says the server is busy, in its own words, when the database was busy or down, and offers to try again', () => {
    const busy = [
      graphqlError([
        { message: 'The server is busy. Please try again in a moment.', extensions: { code: 'SERVICE_UNAVAILABLE' } },
      ]),
      new ApiError(503, 'The server is busy. Please try again in a moment.', [], null, 'req-5'),
    ].map(explainGraphqlError);
    expect(busy.map((p) => [p.code, p.message, p.unexpected])).toEqual([
      ['SERVICE_UNAVAILABLE', BUSY_MESSAGE, true],
      ['SERVICE_UNAVAILABLE', BUSY_MESSAGE, true],
    ]);
  });

  it('says the server could not be reached when the request never left', () => {
    expect(explainGraphqlError(new TypeError('Failed to fetch')).message).toBe(NETWORK_ERROR_MESSAGE);
    expect(explainGraphqlError(new ApiError(0, NETWORK_ERROR_MESSAGE)).message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('adds the plain message next to field errors when another error came with them', () => {
    const error = graphqlError([
      {
        message: 'Invalid input',
        extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'name', message: 'Name is required.' }] },
      },
      { message: 'Something internal', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
    ]);
    expect(explainGraphqlError(error)).toMatchObject({
      fields: { name: 'Name is required.' },
      message: UNEXPECTED_MESSAGE,
      unexpected: true,
    });
  });
});
