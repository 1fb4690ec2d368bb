import { Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { PageSkeleton } from '@/components/PageSkeleton';
import { paths } from '@/config/paths';
import { StudentEditPageDocument } from '@/features/students/graphql/StudentEditPage.generated';
import { notifyStudent, notifyWarnings } from '@/lib/toaster';
import { StudentEditForm } from '../components/StudentEditForm';
import { editReturnPath } from '../editReturn';

export function StudentEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { data, loading, error, refetch } = useQuery(StudentEditPageDocument, { variables: { id } });

  // Save and Cancel return where the Edit link was (the list as it was, or the resident's page), going back in
  // history so Back does not reopen the form. Opened any other way: Save goes to the list (the spec), Cancel back.
  const from = editReturnPath(location.state);
  const handleSaved = (warnings: { message: string }[]) => {
    notifyStudent('success', 'Student details updated');
    notifyWarnings(warnings);
    if (from && location.key !== 'default') navigate(-1);
    else navigate(from ?? paths.students);
  };

  const handleCancel = () => {
    if (location.key !== 'default') navigate(-1);
    else navigate(from ?? paths.students);
  };

  return (
    <Stack gap="6">
      <PageHeader title="Edit Student Details" />
      {loading && <PageSkeleton label="Loading the student" withHeader={false} />}
      {error && <LoadError what="the student" error={error} onRetry={refetch} />}
      {data && (
        <StudentEditForm key={data.student.id} student={data.student} onSaved={handleSaved} onCancel={handleCancel} />
      )}
    </Stack>
  );
}
