import { Badge, Card, DataList, Flex, Heading, HStack, IconButton, Stack } from '@chakra-ui/react';
import { LuPencil } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { StudentProfile_StudentFragment } from '@/gql/graphql';
import { formatOrdinalDate } from '@/lib/format';
import { PhotoUpload } from './PhotoUpload';
import { StudentAvatar } from './StudentAvatar';
import { Can } from '@/lib/permissions';
import { useEditReturnState } from '../editReturn';
import { PhoneText } from '@/lib/phoneText';

export type StudentProfileProps = {
  student: StudentProfile_StudentFragment;
  onPhotoUploaded: () => void;
};

/** Photo, name, email, move-in date ("5th Nov, 2026") and room number, with an edit link. */
export function StudentProfile({ student, onPhotoUploaded }: StudentProfileProps) {
  const editReturn = useEditReturnState();
  const details = [
    { label: 'Email', value: student.email },
    { label: 'Phone', value: <PhoneText value={student.phone} /> },
    { label: 'Move-in Date', value: formatOrdinalDate(student.moveInDate) || '-' },
    { label: 'Room No.', value: student.roomNumber ?? '-' },
  ];

  return (
    <Card.Root>
      <Card.Body>
        <Flex gap="6" direction={{ base: 'column', sm: 'row' }} align={{ base: 'center', sm: 'flex-start' }}>
          <Stack align="center" gap="3">
            <StudentAvatar name={student.name} photoUrl={student.photoUrl} size="lg" />
            <Can permission="students_write">
              <PhotoUpload studentId={student.id} onUploaded={onPhotoUploaded} />
            </Can>
          </Stack>
          <Stack gap="4" flex="1" width="full" minWidth="0">
            <HStack justify="space-between" align="flex-start">
              <HStack gap="3" wrap="wrap" minWidth="0" overflowWrap="anywhere">
                <Heading as="h2" size="xl">
                  {student.name}
                </Heading>
                {student.archived && <Badge colorPalette="gray">Archived</Badge>}
              </HStack>
              <Can permission="students_write">
                <IconButton asChild variant="ghost" size="sm" aria-label="Edit">
                  <Link to={paths.studentEdit(student.id)} state={editReturn}>
                    <LuPencil />
                  </Link>
                </IconButton>
              </Can>
            </HStack>
            <DataList.Root orientation="horizontal" gap="3" aria-label="Profile">
              {details.map((item) => (
                <DataList.Item key={item.label}>
                  <DataList.ItemLabel>{item.label}</DataList.ItemLabel>
                  {/* A long e-mail wraps instead of pushing the page sideways. */}
                  <DataList.ItemValue minWidth="0" overflowWrap="anywhere">
                    {item.value}
                  </DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          </Stack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
