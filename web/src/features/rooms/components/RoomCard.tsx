import { Badge, Box, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { RoomCard_RoomFragment } from '@/gql/graphql';
import { RoomIllustration } from '../assets/RoomIllustration';
import { availabilityLabels, roomTypeLabels } from '@/domain/housing/labels';
import { acLabel, availabilityPalettes } from '../roomLabels';

export type RoomCardProps = {
  room: RoomCard_RoomFragment;
};

/** One room in the grid, coloured by availability, linking to the room's page. */
export function RoomCard({ room }: RoomCardProps) {
  const palette = availabilityPalettes[room.availability];
  return (
    <Card.Root asChild colorPalette={palette} overflow="hidden" _hover={{ shadow: 'md' }} data-palette={palette}>
      <RouterLink to={paths.room(room.id)}>
        <Box height="1.5" bg="colorPalette.solid" />
        <Card.Body gap="3">
          <Flex justify="space-between" align="center" gap="2">
            <Heading as="h2" size="xl">
              {room.roomNumber}
            </Heading>
            <Badge colorPalette={palette} variant="solid">
              {availabilityLabels[room.availability]}
            </Badge>
          </Flex>
          <RoomIllustration availability={room.availability} />
          <Stack gap="0.5" color="fg.muted" textStyle="sm">
            <Text>{acLabel(room.isAc)}</Text>
            <Text>Floor No. {room.floor}</Text>
            <Text>{roomTypeLabels[room.roomType]}</Text>
            <Text color="colorPalette.fg" fontWeight="semibold">
              Beds: {room.bedsOccupied}/{room.totalBeds}
            </Text>
          </Stack>
        </Card.Body>
      </RouterLink>
    </Card.Root>
  );
}
