import { Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { PageSpinner } from '@/components/PageSpinner';
import { paths } from '@/config/paths';
import { StudentEditPageDocument } from '@/gql/graphql';
import { notifyStudent, notifyWarnings } from '@/lib/toaster';
import { StudentEditForm } from '../components/StudentEditForm';

export function StudentEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { data, loading, error, refetch } = useQuery(StudentEditPageDocument, { variables: { id } });

  const handleSaved = (warnings: { message: string }[]) => {
    notifyStudent('success', 'Student details updated');
    notifyWarnings(warnings);
    navigate(paths.students);
  };

  // Back to wherever the user came from; straight to the list when the page was opened directly.
  const handleCancel = () => (location.key === 'default' ? navigate(paths.students) : navigate(-1));

  return (
    <Stack gap="6">
      <PageHeader title="Edit Student Details" />
      {loading && <PageSpinner label="Loading the student" />}
      {error && <LoadError what="the student" error={error} onRetry={refetch} />}
      {data && (
        <StudentEditForm key={data.student.id} student={data.student} onSaved={handleSaved} onCancel={handleCancel} />
      )}
    </Stack>
  );
}
