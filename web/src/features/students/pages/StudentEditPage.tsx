import { Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { ErrorAlert } from '@/components/ErrorAlert';
import { PageHeader } from '@/components/PageHeader';
import { PageSkeleton } from '@/components/PageSkeleton';
import { paths } from '@/config/paths';
import { StudentEditPageDocument } from '@/gql/graphql';
import { notifyStudent } from '@/lib/toaster';
import { StudentEditForm } from '../components/StudentEditForm';

export function StudentEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { data, loading, error } = useQuery(StudentEditPageDocument, { variables: { id } });

  const handleSaved = () => {
    notifyStudent('success', 'Student details updated');
    navigate(paths.students);
  };

  // Back to wherever the user came from; straight to the list when the page was opened directly.
  const handleCancel = () => (location.key === 'default' ? navigate(paths.students) : navigate(-1));

  return (
    <Stack gap="6">
      <PageHeader title="Edit Student Details" />
      {loading && <PageSkeleton label="Loading the student" withHeader={false} />}
      {error && <ErrorAlert title="Could not load the student" message={error.message} />}
      {data && (
        <StudentEditForm key={data.student.id} student={data.student} onSaved={handleSaved} onCancel={handleCancel} />
      )}
    </Stack>
  );
}
