import { HStack, IconButton, Menu, Portal } from '@chakra-ui/react';
import { LuEllipsisVertical, LuEye, LuPencil, LuTrash2 } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { confirmToast } from '@/components/ConfirmToast';
import { paths } from '@/config/paths';
import { explainGraphqlError } from '@/lib/graphqlErrors';
import { notifyStudent, STUDENT_TOAST_DURATION } from '@/lib/toaster';
import { useArchiveStudent } from '../hooks/useArchiveStudent';
import { Can, useCan } from '@/lib/permissions';

export type StudentRowActionsProps = {
  id: string;
  name: string;
  /** Icon buttons in a table row; a menu in a phone's stacked row. */
  layout?: 'buttons' | 'menu';
};

/** Edit, delete (archive, after a confirmation toast) and view more, named after the student. */
export function StudentRowActions({ id, name, layout = 'buttons' }: StudentRowActionsProps) {
  const { archive, archiving } = useArchiveStudent();

  const handleArchive = async () => {
    try {
      await archive(id);
      notifyStudent('success', 'Item deleted successfully!');
    } catch (error) {
      const problem = explainGraphqlError(error);
      notifyStudent('error', problem.message ?? Object.values(problem.fields).join(' '));
    }
  };

  const handleDelete = () =>
    confirmToast({
      message: 'Are you sure you want to delete this item?',
      duration: STUDENT_TOAST_DURATION,
      onConfirm: handleArchive,
    });

  if (layout === 'menu') {
    return <StudentRowMenu id={id} name={name} archiving={archiving} onDelete={handleDelete} />;
  }

  return (
    <HStack gap="1">
      <Can permission="students_write">
        <IconButton asChild variant="ghost" size="sm" aria-label={`Edit ${name}`}>
          <Link to={paths.studentEdit(id)}>
            <LuPencil />
          </Link>
        </IconButton>
        <IconButton
          variant="ghost"
          size="sm"
          colorPalette="red"
          aria-label={`Delete ${name}`}
          loading={archiving}
          onClick={handleDelete}
        >
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
  archiving: boolean;
  onDelete: () => void;
};

/** The same actions as a menu, named after the student: View more, Edit, Delete. */
function StudentRowMenu({ id, name, archiving, onDelete }: StudentRowMenuProps) {
  const canWrite = useCan('students_write');
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={({ value }) => value === 'delete' && onDelete()}>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" aria-label={`Actions for ${name}`} loading={archiving}>
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
                <Link to={paths.studentEdit(id)}>
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
