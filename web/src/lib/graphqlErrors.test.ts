import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { explainGraphqlError } from './graphqlErrors';

function graphqlError(errors: { message: string; extensions?: Record<string, unknown> }[]) {
  return new CombinedGraphQLErrors({ errors, data: null });
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
    expect(explainGraphqlError(error)).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { email: 'Invalid email format.', phone: 'Must be of 10 digits.' },
      message: null,
      summary: 'Invalid input',
    });
  });

  it('keeps other errors as one message with their code', () => {
    const error = graphqlError([{ message: 'Bed 101-a is already occupied', extensions: { code: 'CONFLICT' } }]);
    expect(explainGraphqlError(error)).toEqual({
      code: 'CONFLICT',
      fields: {},
      message: 'Bed 101-a is already occupied',
      summary: 'Bed 101-a is already occupied',
    });
  });

  it('passes network and other failures through', () => {
    expect(explainGraphqlError(new Error('Failed to fetch'))).toEqual({
      code: null,
      fields: {},
      message: 'Failed to fetch',
      summary: 'Failed to fetch',
    });
  });
});
