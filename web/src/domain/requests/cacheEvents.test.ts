import { gql } from '@apollo/client';
import { createCache } from '@/lib/apollo/cache';
import { requestsChanged } from './cacheEvents';

const SCREENS = gql`
  query Screens {
    requests(where: { type: service }, orderBy: { field: raised_at, direction: asc }, page: 1, pageSize: 10) {
      totalCount
      items {
        id
        status
      }
    }
    requestCounts {
      id
      open
    }
    dashboard {
      id
      openRequests
    }
    students(page: 1, pageSize: 10) {
      totalCount
      items {
        id
      }
    }
  }
`;

describe('requestsChanged', () => {
  it('sends the lists, the cards’ counts and the dashboard back to the server, and keeps the rest', () => {
    const cache = createCache();
    cache.writeQuery({
      query: SCREENS,
      data: {
        requests: {
          __typename: 'RequestPage',
          totalCount: 1,
          items: [{ __typename: 'Request', id: '7', status: 'pending' }],
        },
        requestCounts: [{ __typename: 'RequestTypeCount', id: 'service', open: 1 }],
        dashboard: { __typename: 'Dashboard', id: 'dashboard:1', openRequests: 1 },
        students: { __typename: 'StudentPage', totalCount: 1, items: [{ __typename: 'Student', id: '1' }] },
      },
    });
    requestsChanged(cache);
    const root = cache.extract().ROOT_QUERY ?? {};
    const kept = Object.keys(root).map((key) => key.split('(')[0].split(':')[0]);
    expect(kept).not.toContain('requests');
    expect(kept).not.toContain('requestCounts');
    expect(kept).not.toContain('dashboard');
    expect(kept).toContain('students');
  });
});
