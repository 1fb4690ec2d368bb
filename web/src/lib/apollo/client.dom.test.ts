import { gql } from '@apollo/client';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { signIn } from '@/test/session';
import { getSession } from '../session';
import { createApolloClient } from './client';

const MeQuery = gql`
  query Me {
    me {
      id
      fullName
    }
  }
`;

const me = { __typename: 'User', id: '1', fullName: 'Asha Verma' };

describe('Apollo client', () => {
  it('sends the bearer token to /graphql', async () => {
    signIn();
    const fetchMock = stubFetch(jsonResponse({ data: { me } }));
    const client = createApolloClient();
    const { data } = await client.query({ query: MeQuery });
    expect(data).toEqual({ me });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/graphql');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer test-token');
  });

  it('ends the session and empties the cache on UNAUTHENTICATED', async () => {
    signIn();
    stubFetch(
      jsonResponse({ data: { me } }),
      jsonResponse({ errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } }], data: null }),
    );
    const client = createApolloClient();
    await client.query({ query: MeQuery });
    expect(client.cache.extract()).not.toEqual({});

    await expect(client.query({ query: MeQuery, fetchPolicy: 'network-only' })).rejects.toThrow('Unauthorized');
    expect(getSession().accessToken).toBeNull();
    await vi.waitFor(() => expect(client.cache.extract()).toEqual({}));
  });

  it('ends the session on an HTTP 401', async () => {
    signIn();
    stubFetch(jsonResponse({ statusCode: 401, message: 'Unauthorized' }, 401));
    const client = createApolloClient();
    await expect(client.query({ query: MeQuery })).rejects.toThrow();
    expect(getSession().accessToken).toBeNull();
  });
});
