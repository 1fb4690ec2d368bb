import { HStack, IconButton } from '@chakra-ui/react';
import { LuEye, LuPencil, LuTrash2 } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { DELETE_QUESTION, useConfirm } from '@/components/ConfirmDialog';
import { paths } from '@/config/paths';
import { residentPlace } from '@/domain/housing/labels';
import { STUDENT_TOAST_DURATION } from '@/lib/toaster';
import { useArchiveStudent } from '../hooks/useArchiveStudent';
import { Can } from '@/lib/permissions';
import { useEditReturnState } from '../editReturn';

export type StudentRowActionsProps = {
  id: string;
  name: string;
  /** Where they sleep, to name them in the confirmation ("Asha Rao, room 204 bed B"). */
  roomNumber?: number | null;
  bedLabel?: string | null;
};

/** Edit, delete (archive, after a confirmation) and view more, named after the student. */
export function StudentRowActions({ id, name, roomNumber, bedLabel }: StudentRowActionsProps) {
  const confirm = useConfirm();
  const editReturn = useEditReturnState();
  const { archive } = useArchiveStudent();

  const handleDelete = () =>
    confirm({
      title: DELETE_QUESTION,
      target: residentPlace(name, roomNumber, bedLabel),
      description: roomNumber
        ? 'They leave the list and their bed becomes free; their history is kept.'
        : 'They leave the list; their history is kept.',
      action: () => archive(id),
      success: 'Item deleted successfully!',
      successDuration: STUDENT_TOAST_DURATION,
      failure: `${name} was not deleted. Try again, or choose Cancel.`,
    });

  return (
    <HStack gap="1">
      <Can permission="students_write">
        <IconButton asChild variant="ghost" size="sm" aria-label={`Edit ${name}`}>
          <Link to={paths.studentEdit(id)} state={editReturn}>
            <LuPencil />
          </Link>
        </IconButton>
        <IconButton variant="ghost" size="sm" colorPalette="red" aria-label={`Delete ${name}`} onClick={handleDelete}>
          <LuTrash2 />
        </IconButton>
      </Can>
      <IconButton asChild variant="ghost" size="sm" aria-label={`View ${name}`}>
        <Link to={paths.student(id)}>
          <LuEye />
        </Link>
      </IconButton>
    </HStack>
  );
}
