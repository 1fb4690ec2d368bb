import { HStack, IconButton, Menu, Portal } from '@chakra-ui/react';
import { LuEllipsisVertical, LuEye, LuPencil, LuTrash2 } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { DELETE_QUESTION, useConfirm } from '@/components/ConfirmDialog';
import { ITEM_DELETED } from '@hostel-admin/rules';
import { paths } from '@/config/paths';
import { residentPlace } from '@/domain/housing/labels';
import { STUDENT_TOAST_DURATION } from '@/lib/toaster';
import { useArchiveStudent } from '../hooks/useArchiveStudent';
import { Can, useCan } from '@/lib/permissions';
import { useEditReturnState, type EditReturnState } from '../editReturn';

export type StudentRowActionsProps = {
  id: string;
  name: string;
  /** Where they sleep, to name them in the confirmation ("Asha Rao, room 204 bed B"). */
  roomNumber?: number | null;
  bedLabel?: string | null;
  /** Icon buttons in a table row; a menu in a phone's stacked row. */
  layout?: 'buttons' | 'menu';
};

/** Edit, delete (archive, after a confirmation) and view more, named after the student. */
export function StudentRowActions({ id, name, roomNumber, bedLabel, layout = 'buttons' }: StudentRowActionsProps) {
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
      success: ITEM_DELETED,
      destructive: true,
      successDuration: STUDENT_TOAST_DURATION,
      failure: `${name} was not deleted. Try again, or choose Cancel.`,
    });

  if (layout === 'menu') {
    return <StudentRowMenu id={id} name={name} editReturn={editReturn} onDelete={() => void handleDelete()} />;
  }

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

type StudentRowMenuProps = {
  id: string;
  name: string;
  editReturn: EditReturnState;
  onDelete: () => void;
};

/** The same actions as a menu, named after the student: View more, Edit, Delete. */
function StudentRowMenu({ id, name, editReturn, onDelete }: StudentRowMenuProps) {
  const canWrite = useCan('students_write');
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={({ value }) => value === 'delete' && onDelete()}>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" aria-label={`Actions for ${name}`}>
          <LuEllipsisVertical />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="44">
            <Menu.Item value="view" asChild>
              <Link to={paths.student(id)}>
                <LuEye aria-hidden />
                View more
              </Link>
            </Menu.Item>
            {canWrite && (
              <Menu.Item value="edit" asChild>
                <Link to={paths.studentEdit(id)} state={editReturn}>
                  <LuPencil aria-hidden />
                  Edit
                </Link>
              </Menu.Item>
            )}
            {canWrite && (
              <Menu.Item value="delete" color="fg.error" _hover={{ bg: 'bg.error', color: 'fg.error' }}>
                <LuTrash2 aria-hidden />
                Delete
              </Menu.Item>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
