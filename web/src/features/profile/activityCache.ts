import type { ApolloCache } from '@apollo/client';
import { dropListFields } from '@/lib/apollo/listFields';

/** A change of one's own profile or password is a new entry of one's own activity: Recent Activities reads it again. */
export function dropMyActivity(cache: ApolloCache) {
  dropListFields(cache, 'myActivity', () => true);
}
