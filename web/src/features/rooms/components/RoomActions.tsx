import { Flex } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { BedCard_BedFragment, RoomCard_RoomFragment } from '@/gql/graphql';
import { AddStudentMenu } from './AddStudentMenu';
import { AssignStudentDialog } from './AssignStudentDialog';
import { BedAddDialog } from './BedAddDialog';
import { RoomDeleteButton } from './RoomDeleteButton';
import { RoomEditDialog } from './RoomEditDialog';
import { useCan } from '@/lib/permissions';

export type RoomActionsProps = {
  room: RoomCard_RoomFragment;
  freeBeds: BedCard_BedFragment[];
  onDeletingChange: (deleting: boolean) => void;
};

/** The room page's actions, for roles that may change rooms; Add Student is hidden once every bed is occupied. */
export function RoomActions({ room, freeBeds, onDeletingChange }: RoomActionsProps) {
  const navigate = useNavigate();
  const [assigning, setAssigning] = useState(false);
  const full = room.bedsOccupied >= room.totalBeds;
  const canChange = useCan('rooms_write');

  const handleCheckIn = () => {
    const search = new URLSearchParams({ roomId: room.id, roomType: room.roomType });
    navigate(`${paths.checkIn}?${search.toString()}`);
  };

  if (!canChange) return null;

  return (
    <Flex gap="2" wrap="wrap">
      {!full && <AddStudentMenu onCheckIn={handleCheckIn} onAssign={() => setAssigning(true)} />}
      <BedAddDialog roomId={room.id} roomNumber={room.roomNumber} />
      <RoomEditDialog room={room} />
      <RoomDeleteButton room={room} onDeletingChange={onDeletingChange} />
      {assigning && <AssignStudentDialog freeBeds={freeBeds} onClose={() => setAssigning(false)} />}
    </Flex>
  );
}
