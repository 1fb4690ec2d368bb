import { Button, Flex } from '@chakra-ui/react';
import { useState, Suspense } from 'react';
import { LuBedDouble, LuPencil } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { LazyDialogTrigger } from '@/components/LazyDialog';
import { paths } from '@/config/paths';
import type { BedCard_BedFragment, RoomCard_RoomFragment } from '@/gql/graphql';
import { AddStudentMenu } from './AddStudentMenu';
import { RoomDeleteButton } from './RoomDeleteButton';
import { useCan } from '@/lib/permissions';
import { lazyNamed } from '@/lib/lazyNamed';

// Form dialogs load when first opened, with their form libraries (lib/lazyNamed.ts).
const AssignStudentDialog = lazyNamed(() => import('./AssignStudentDialog'), 'AssignStudentDialog');
const BedAddDialog = lazyNamed(() => import('./BedAddDialog'), 'BedAddDialog');
const RoomEditDialog = lazyNamed(() => import('./RoomEditDialog'), 'RoomEditDialog');

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
      <LazyDialogTrigger
        trigger={
          <Button variant="outline">
            <LuBedDouble aria-hidden="true" /> Add Bed
          </Button>
        }
        dialog={(props) => <BedAddDialog {...props} roomId={room.id} roomNumber={room.roomNumber} />}
      />
      <LazyDialogTrigger
        trigger={
          <Button variant="outline">
            <LuPencil aria-hidden="true" /> Edit Room
          </Button>
        }
        dialog={(props) => <RoomEditDialog {...props} room={room} />}
      />
      <RoomDeleteButton room={room} onDeletingChange={onDeletingChange} />
      {assigning && (
        <Suspense fallback={null}>
          <AssignStudentDialog freeBeds={freeBeds} onClose={() => setAssigning(false)} />
        </Suspense>
      )}
    </Flex>
  );
}
