import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { PageSkeleton } from '@/components/PageSkeleton';
import type { Availability, RoomsWhere, RoomType } from '@/gql/graphql';
import { notify } from '@/lib/toaster';
import { RoomCard } from '../components/RoomCard';
import { RoomCreateDialog } from '../components/RoomCreateDialog';
import { RoomFilters, type RoomFilterValues } from '../components/RoomFilters';
import { useRoomList } from '../hooks/useRoomList';
import { availabilityLabels, roomTypeLabels } from '@/domain/housing/labels';
import { Can } from '@/lib/permissions';
import { useUrlParams } from '@/lib/useUrlParams';

/** The filters live in the address (?type=&availability=), so Back returns to the same grid. */
function readFilters(params: URLSearchParams): RoomFilterValues {
  const type = params.get('type') ?? '';
  const availability = params.get('availability') ?? '';
  return {
    roomType: type in roomTypeLabels ? (type as RoomType) : '',
    availability: availability in availabilityLabels ? (availability as Availability) : '',
  };
}

function toRoomFilter({ roomType, availability }: RoomFilterValues): RoomsWhere {
  return { ...(roomType && { roomType }), ...(availability && { availability }) };
}

export function RoomListPage() {
  const [params, updateParams] = useUrlParams();
  const filters = readFilters(params);
  const { rooms, totalCount, loading, error, refetch, loadMore, loadingMore, hasMore } = useRoomList(
    toRoomFilter(filters),
  );

  const handleFiltersChange = (next: RoomFilterValues) => {
    updateParams({ type: next.roomType, availability: next.availability }, { replace: true });
  };

  const handleLoadMore = () => {
    loadMore().catch((caught: unknown) => notify('error', 'Could not load more rooms', String(caught)));
  };

  return (
    <Stack gap="6">
      <PageHeader
        title="Room Details"
        actions={
          <Can permission="rooms_write">
            <RoomCreateDialog />
          </Can>
        }
      />
      <RoomFilters values={filters} onChange={handleFiltersChange} />
      {loading && <PageSkeleton label="Loading rooms" withHeader={false} rows={3} />}
      {error && <LoadError what="the rooms" error={error} onRetry={refetch} />}
      {!loading && !error && rooms.length === 0 && <Text color="fg.muted">No rooms found</Text>}
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="5" aria-label="Rooms">
        {rooms.map((room) => (
          <li key={room.id}>
            <RoomCard room={room} />
          </li>
        ))}
      </SimpleGrid>
      {rooms.length > 0 && (
        <Stack direction="row" align="center" gap="4">
          <Text color="fg.muted" textStyle="sm">
            Showing {rooms.length} of {totalCount} rooms
          </Text>
          {hasMore && (
            <Button variant="outline" loading={loadingMore} onClick={handleLoadMore}>
              Load more
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
