import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { confirmToast } from '@/components/ConfirmToast';
import type { BedCard_BedFragment } from '@/gql/graphql';
import { explainGraphqlError } from '@/lib/graphqlErrors';
import { notify } from '@/lib/toaster';
import { useRemoveBed } from '../hooks/useRemoveBed';
import { useRemoveFromBed } from '../hooks/useRemoveFromBed';
import { BedCard, type BedCardProps } from './BedCard';
import { BedEditDialog } from './BedEditDialog';
import { FreeBedCard } from './FreeBedCard';

export type RoomBedsProps = {
  beds: BedCard_BedFragment[];
};

type ResidentBed = BedCardProps['bed'];

function hasResident(bed: BedCard_BedFragment): bed is ResidentBed {
  return bed.student !== null;
}

/** The room's residents (or "No students Available") and its other beds, with their actions. */
export function RoomBeds({ beds }: RoomBedsProps) {
  const [busyBedId, setBusyBedId] = useState<string | null>(null);
  const [editing, setEditing] = useState<BedCard_BedFragment | null>(null);
  const { removeFromBed } = useRemoveFromBed();
  const { removeBed } = useRemoveBed();
  const residentBeds = beds.filter(hasResident);
  const otherBeds = beds.filter((bed) => !hasResident(bed));

  const run = async (bedId: string, action: () => Promise<unknown>, success: string, failure: string) => {
    setBusyBedId(bedId);
    try {
      await action();
      notify('success', success);
    } catch (error) {
      notify('error', failure, explainGraphqlError(error).summary);
    } finally {
      setBusyBedId(null);
    }
  };

  const handleRemoveStudent = (bed: ResidentBed) =>
    confirmToast({
      message: 'Are you sure you want to remove this student from the bed?',
      onConfirm: () =>
        run(bed.id, () => removeFromBed(bed.student.id), 'Student removed from bed', 'Could not remove the student'),
    });

  const handleRemoveBed = (bed: BedCard_BedFragment) =>
    confirmToast({
      message: `Are you sure you want to remove bed ${bed.label}?`,
      onConfirm: () => run(bed.id, () => removeBed(bed.id), `Bed ${bed.label} removed`, 'Could not remove the bed'),
    });

  return (
    <Stack gap="6">
      <Stack as="section" gap="3" aria-labelledby="room-students">
        <Heading as="h2" size="lg" id="room-students">
          Students
        </Heading>
        {residentBeds.length === 0 && <Text color="fg.muted">No students Available</Text>}
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {residentBeds.map((bed) => (
            <BedCard key={bed.id} bed={bed} removing={busyBedId === bed.id} onRemove={() => handleRemoveStudent(bed)} />
          ))}
        </SimpleGrid>
      </Stack>
      {otherBeds.length > 0 && (
        <Stack as="section" gap="3" aria-labelledby="room-free-beds">
          <Heading as="h2" size="lg" id="room-free-beds">
            Beds without a student
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
            {otherBeds.map((bed) => (
              <FreeBedCard
                key={bed.id}
                bed={bed}
                removing={busyBedId === bed.id}
                onEdit={() => setEditing(bed)}
                onRemove={() => handleRemoveBed(bed)}
              />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      {editing && <BedEditDialog key={editing.id} bed={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
