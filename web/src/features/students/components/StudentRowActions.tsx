import { HStack, IconButton } from '@chakra-ui/react';
import { LuEye, LuPencil, LuTrash2 } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { confirmToast } from '@/components/ConfirmToast';
import { paths } from '@/config/paths';
import { explainGraphqlError } from '@/lib/graphqlErrors';
import { notifyStudent, STUDENT_TOAST_DURATION } from '@/lib/toaster';
import { useArchiveStudent } from '../hooks/useArchiveStudent';
import { Can } from '@/lib/permissions';

export type StudentRowActionsProps = {
  id: string;
  name: string;
};

/** Edit, delete (archive, after a confirmation toast) and view more, named after the student. */
export function StudentRowActions({ id, name }: StudentRowActionsProps) {
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
