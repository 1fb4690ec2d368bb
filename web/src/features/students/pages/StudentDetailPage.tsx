import { Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState, Suspense } from 'react';
import { LuPencil } from 'react-icons/lu';
import { Link, useParams } from 'react-router-dom';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { PageSkeleton } from '@/components/PageSkeleton';
import { paths } from '@/config/paths';
import { StudentDetailPageDocument } from '@/features/students/graphql/StudentDetailPage.generated';
import { useCan } from '@/lib/permissions';
import { DepositDetails } from '../components/DepositDetails';
import { RecentVisitors } from '../components/RecentVisitors';
import { RentDetails } from '../components/RentDetails';
import { ResidentAccessPanel } from '../components/ResidentAccessPanel';
import { StudentNotice } from '../components/StudentNotice';
import { StudentProfile } from '../components/StudentProfile';
import { useEditReturnState } from '../editReturn';
import { lazyNamed } from '@/lib/lazyNamed';

// Form dialogs load when first opened, with their form libraries (lib/lazyNamed.ts).
const GiveNoticeDialog = lazyNamed(() => import('@/domain/checkout/GiveNoticeDialog'), 'GiveNoticeDialog');
const RecordPaymentDialog = lazyNamed(() => import('@/domain/money/RecordPaymentDialog'), 'RecordPaymentDialog');
const LedgerDialog = lazyNamed(() => import('../components/LedgerDialog'), 'LedgerDialog');
const WriteOffDialog = lazyNamed(() => import('../components/WriteOffDialog'), 'WriteOffDialog');

type Open = 'ledger' | 'payment' | 'notice' | 'writeOff' | null;

export function StudentDetailPage() {
  const { id = '' } = useParams();
  const [open, setOpen] = useState<Open>(null);
  const { data, loading, error, refetch } = useQuery(StudentDetailPageDocument, { variables: { id } });
  const student = data?.student;

  const canEdit = useCan('students_write');
  const canRecord = useCan('payments_record');
  const canGiveNotice = useCan('checkout_prepare');
  const canWriteOff = useCan('checkout_approve');
  const canSeeVisitors = useCan('visitors_read');
  const editReturn = useEditReturnState();
  const current = student && !student.archived;
  // A leaver who still owes stays collectable until they pay or an admin writes the rest off.
  const owes = (student?.balance.balancePaise ?? 0) > 0;
  const leaver = student?.checkout?.status === 'refunded';
  const actions = student && (
    <HStack gap="3" wrap="wrap">
      {(current || owes) && canRecord && (
        <Button variant="outline" onClick={() => setOpen('payment')}>
          Record payment
        </Button>
      )}
      {leaver && owes && canWriteOff && (
        <Button variant="outline" onClick={() => setOpen('writeOff')}>
          Write off
        </Button>
      )}
      {current && canGiveNotice && student.rentTerms && !student.checkout && (
        <Button variant="outline" onClick={() => setOpen('notice')}>
          Give notice
        </Button>
      )}
      {canEdit && (
        <Button asChild colorPalette="primary">
          <Link to={paths.studentEdit(id)} state={editReturn}>
            <LuPencil aria-hidden />
            Edit details
          </Link>
        </Button>
      )}
    </HStack>
  );

  return (
    <Stack gap="6">
      <PageHeader title="Student Details" actions={actions} />
      {error && <LoadError what="the student" error={error} onRetry={refetch} />}
      {!student && loading && <PageSkeleton label="Loading the student" withHeader={false} />}
      {student && (
        <>
          <StudentProfile student={student} onPhotoUploaded={() => void refetch()} />
          {student.checkout && <StudentNotice checkout={student.checkout} archived={student.archived} />}
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
            <RentDetails
              periods={student.rentPeriods}
              balance={student.balance}
              hasRentTerms={Boolean(student.rentTerms)}
              billFrom={student.rentTerms?.billFrom ?? null}
              onViewMore={() => setOpen('ledger')}
            />
            <DepositDetails deposit={student.deposit} />
          </SimpleGrid>
          {canSeeVisitors && <RecentVisitors studentId={student.id} />}
          {canEdit && (current || student.residentAccess) && <ResidentAccessPanel student={student} />}
          {open === 'ledger' && (
            <Suspense fallback={null}>
              <LedgerDialog student={student} onClose={() => setOpen(null)} />
            </Suspense>
          )}
          {open === 'payment' && (
            <Suspense fallback={null}>
              <RecordPaymentDialog
                student={student}
                duePaise={student.balance.balancePaise}
                onClose={() => setOpen(null)}
              />
            </Suspense>
          )}
          {open === 'writeOff' && (
            <Suspense fallback={null}>
              <WriteOffDialog
                student={student}
                owedPaise={student.balance.balancePaise}
                onClose={() => setOpen(null)}
              />
            </Suspense>
          )}
          {open === 'notice' && student.rentTerms && (
            <Suspense fallback={null}>
              <GiveNoticeDialog
                student={{ ...student, noticePeriodDays: student.rentTerms.noticePeriodDays }}
                // A notice given drops the resident's checkout (noticeGiven): the page reads it again and shows it.
                onClose={() => setOpen(null)}
              />
            </Suspense>
          )}
        </>
      )}
    </Stack>
  );
}
