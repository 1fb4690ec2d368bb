import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, Suspense } from 'react';
import { useConfirm } from '@/components/ConfirmDialog';
import { residentPlace } from '@/domain/housing/labels';
import type { BedCard_BedFragment } from '@/gql/graphql';
import { useRemoveBed } from '../hooks/useRemoveBed';
import { useRemoveFromBed } from '../hooks/useRemoveFromBed';
import { BedCard, type BedCardProps } from './BedCard';
import { FreeBedCard } from './FreeBedCard';
import { lazyNamed } from '@/lib/lazyNamed';

// Form dialogs load when first opened, with their form libraries (lib/lazyNamed.ts).
const BedEditDialog = lazyNamed(() => import('./BedEditDialog'), 'BedEditDialog');

export type RoomBedsProps = {
  roomNumber: number;
  beds: BedCard_BedFragment[];
};

type ResidentBed = BedCardProps['bed'];

function hasResident(bed: BedCard_BedFragment): bed is ResidentBed {
  return bed.student !== null;
}

/** The room's residents (or "No students Available") and its other beds, with their actions. */
export function RoomBeds({ roomNumber, beds }: RoomBedsProps) {
  const confirm = useConfirm();
  const [editing, setEditing] = useState<BedCard_BedFragment | null>(null);
  const { removeFromBed } = useRemoveFromBed();
  const { removeBed } = useRemoveBed();
  const residentBeds = beds.filter(hasResident);
  const otherBeds = beds.filter((bed) => !hasResident(bed));

  const handleRemoveStudent = (bed: ResidentBed) =>
    confirm({
      title: 'Are you sure you want to remove this student from the bed?',
      target: residentPlace(bed.student.name, roomNumber, bed.label),
      description: 'They stay a resident, without a bed; the bed becomes free.',
      action: () => removeFromBed(bed.student.id),
      success: 'Student removed from bed',
      destructive: true,
      failure: `${bed.student.name} is still in bed ${bed.label}. Try again, or choose Cancel.`,
    });

  const handleRemoveBed = (bed: BedCard_BedFragment) =>
    confirm({
      title: `Are you sure you want to remove bed ${bed.label}?`,
      target: `Bed ${bed.label}`,
      action: () => removeBed(bed.id),
      success: `Bed ${bed.label} removed`,
      destructive: true,
      failure: `Bed ${bed.label} was not removed. Try again, or choose Cancel.`,
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
            <BedCard key={bed.id} bed={bed} onRemove={() => handleRemoveStudent(bed)} />
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
                onEdit={() => setEditing(bed)}
                onRemove={() => handleRemoveBed(bed)}
              />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      {editing && (
        <Suspense fallback={null}>
          <BedEditDialog key={editing.id} bed={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
