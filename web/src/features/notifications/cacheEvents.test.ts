import { gql } from '@apollo/client';
import { createCache } from '@/lib/apollo/cache';
import { notificationsChanged } from './cacheEvents';

const SCREENS = gql`
  query Screens {
    drafts: notifications(where: { states: [draft] }, page: 1, pageSize: 25) {
      totalCount
      items {
        id
        state
      }
    }
    notifications(page: 1, pageSize: 10) {
      totalCount
      items {
        id
        state
      }
    }
    notification(id: 3) {
      id
      state
    }
    students(page: 1, pageSize: 10) {
      totalCount
    }
  }
`;

describe('notificationsChanged', () => {
  it('sends the drafts and the history back to the server, and keeps one notification read by id and the rest', () => {
    const cache = createCache();
    const page = (state: string) => ({
      __typename: 'NotificationPage',
      totalCount: 1,
      items: [{ __typename: 'Notification', id: state === 'draft' ? '1' : '2', state }],
    });
    cache.writeQuery({
      query: SCREENS,
      data: {
        drafts: page('draft'),
        notifications: page('sent'),
        notification: { __typename: 'Notification', id: '3', state: 'sent' },
        students: { __typename: 'StudentPage', totalCount: 1 },
      },
    });
    notificationsChanged(cache);
    const kept = Object.keys(cache.extract().ROOT_QUERY ?? {}).map((key) => key.split('(')[0].split(':')[0]);
    expect(kept).not.toContain('notifications');
    expect(kept).toContain('notification');
    expect(kept).toContain('students');
  });
});
