import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { ErrorAlert } from '@/components/ErrorAlert';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { PageSkeleton } from '@/components/PageSkeleton';
import { PageSpinner } from '@/components/PageSpinner';
import { RoomDetailPageDocument } from '@/features/rooms/graphql/RoomDetailPage.generated';
import { RoomActions } from '../components/RoomActions';
import { RoomBeds } from '../components/RoomBeds';
import { availabilityLabels, roomTypeLabels } from '@/domain/housing/labels';
import { acLabel } from '../roomLabels';

export function RoomDetailPage() {
  const { roomId = '' } = useParams();
  const [deleting, setDeleting] = useState(false);
  const { data, loading, error, refetch } = useQuery(RoomDetailPageDocument, {
    variables: { id: roomId },
    skip: deleting,
  });

  if (deleting) return <PageSpinner label="Deleting room" />;
  if (loading && !data) return <PageSkeleton label="Loading room" />;
  if (!data) {
    return (
      <Stack gap="6">
        <PageHeader title="Room" />
        {error ? (
          <LoadError what="the room" error={error} onRetry={refetch} />
        ) : (
          <ErrorAlert title="Could not load the room" message="Room not found" />
        )}
      </Stack>
    );
  }

  const { room } = data;
  const freeBeds = room.beds.filter((bed) => !bed.isOccupied);
  const summary = [
    `Floor No. ${room.floor}`,
    acLabel(room.isAc),
    roomTypeLabels[room.roomType],
    availabilityLabels[room.availability],
  ];

  return (
    <Stack gap="6">
      <PageHeader
        title={`Room ID. ${room.roomNumber}`}
        description={summary.join(' · ')}
        actions={<RoomActions room={room} freeBeds={freeBeds} onDeletingChange={setDeleting} />}
      />
      <Text fontWeight="semibold" textStyle="lg">
        Beds Available {room.totalBeds - room.bedsOccupied} of {room.totalBeds}
      </Text>
      <RoomBeds roomNumber={room.roomNumber} beds={room.beds} />
    </Stack>
  );
}
