import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { RoomsWhere } from '@/gql/graphql';
import { RoomListPageDocument } from '@/features/rooms/graphql/RoomListPage.generated';

export const ROOM_PAGE_SIZE = 100;

/** Every room matching the filter, a page of 100 at a time; `loadMore` appends the next page. */
export function useRoomList(filter: RoomsWhere) {
  const [loadingMore, setLoadingMore] = useState(false);
  const { data, loading, error, fetchMore, refetch } = useQuery(RoomListPageDocument, {
    variables: { where: filter, page: 1, pageSize: ROOM_PAGE_SIZE },
  });
  const rooms = data?.rooms.items ?? [];
  const totalCount = data?.rooms.totalCount ?? 0;

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { page: Math.floor(rooms.length / ROOM_PAGE_SIZE) + 1 } });
    } finally {
      setLoadingMore(false);
    }
  };

  return {
    rooms,
    totalCount,
    loading: loading && !data,
    error,
    refetch,
    loadMore,
    loadingMore,
    hasMore: rooms.length < totalCount,
  };
}
