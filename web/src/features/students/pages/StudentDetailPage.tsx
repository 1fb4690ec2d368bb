import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { LuPencil } from 'react-icons/lu';
import { Link, useParams } from 'react-router-dom';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { PageSkeleton } from '@/components/PageSkeleton';
import { paths } from '@/config/paths';
import { StudentDetailPageDocument } from '@/gql/graphql';
import { DepositDetails } from '../components/DepositDetails';
import { RentDetails } from '../components/RentDetails';
import { StudentProfile } from '../components/StudentProfile';
import { useCan } from '@/lib/permissions';
import { useEditReturnState } from '../editReturn';

/** Rent periods shown first, then after each "view more.." (the server answers at most 24). */
const PERIOD_STEPS = [4, 12, 24];

export function StudentDetailPage() {
  const { id = '' } = useParams();
  const [periodCount, setPeriodCount] = useState(PERIOD_STEPS[0]!);
  const { data, previousData, loading, error, refetch } = useQuery(StudentDetailPageDocument, {
    variables: { id, periodCount },
  });
  // While "view more.." loads, keep showing this student's periods so far.
  const student = data?.student ?? (previousData?.student.id === id ? previousData.student : undefined);

  const nextCount = PERIOD_STEPS.find((count) => count > periodCount);
  const handleViewMore = () => {
    if (nextCount) setPeriodCount(nextCount);
  };

  const canEdit = useCan('students_write');
  const editReturn = useEditReturnState();
  const editButton = (
    <Button asChild colorPalette="primary">
      <Link to={paths.studentEdit(id)} state={editReturn}>
        <LuPencil aria-hidden />
        Edit details
      </Link>
    </Button>
  );

  return (
    <Stack gap="6">
      <PageHeader title="Student Details" actions={student && canEdit && editButton} />
      {error && <LoadError what="the student" error={error} onRetry={refetch} />}
      {!student && loading && <PageSkeleton label="Loading the student" withHeader={false} />}
      {student && (
        <>
          <StudentProfile student={student} onPhotoUploaded={() => void refetch()} />
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
            <RentDetails
              periods={student.rentPeriods}
              hasRentTerms={Boolean(student.rentTerms)}
              billFrom={student.rentTerms?.billFrom ?? null}
              canViewMore={Boolean(nextCount) && student.rentPeriods.length >= periodCount}
              loadingMore={loading}
              onViewMore={handleViewMore}
            />
            <DepositDetails deposit={student.deposit} />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
