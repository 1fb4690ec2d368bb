import { Badge, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { requestTimeLeft } from '@hostel-admin/rules';
import type { DataTableColumn } from '@/components/DataTable/types';
import { paths } from '@/config/paths';
import type { RequestItem_RequestFragment } from '@/gql/graphql';
import { formatDateTimeInIndia } from '@/lib/format';
import { RequestHistoryDialog } from './RequestHistoryDialog';
import { RequestStatusSelect } from './RequestStatusSelect';

export type RequestSortField = 'raisedAt';

function TimeLeft({ request }: { request: RequestItem_RequestFragment }) {
  if (request.minutesLeft === null) return <Text color="fg.muted">Done</Text>;
  return <Badge colorPalette={request.minutesLeft < 0 ? 'red' : 'gray'}>{requestTimeLeft(request.minutesLeft)}</Badge>;
}

/** A completed room or bed change: the move is made on the resident's edit page (Room Details). */
function MoveAction({ request }: { request: RequestItem_RequestFragment }) {
  if (request.type !== 'bed_room' || request.status !== 'complete') return null;
  return (
    <Link asChild color="primary.fg" minHeight="11" display="inline-flex" alignItems="center">
      <RouterLink to={paths.studentEdit(request.studentId)}>Move {request.studentName}</RouterLink>
    </Link>
  );
}

/**
 * The request list's columns: requester (a link to their page), room, request, raised at, time left, status, and
 * History (a dialog; at the end of a phone's card).
 */
export const requestColumns: DataTableColumn<RequestItem_RequestFragment, RequestSortField>[] = [
  {
    key: 'name',
    header: 'Name',
    card: 'title',
    render: (r) => (
      <Link asChild fontWeight="medium" minHeight="11" display="inline-flex" alignItems="center">
        <RouterLink to={paths.student(r.studentId)}>{r.studentName}</RouterLink>
      </Link>
    ),
  },
  { key: 'room', header: 'Room No.', render: (r) => r.roomNumber },
  {
    key: 'text',
    header: 'Request',
    render: (r) => (
      <Stack gap="1" align="start">
        <Text>{r.text}</Text>
        <MoveAction request={r} />
      </Stack>
    ),
  },
  {
    key: 'raisedAt',
    header: 'Raised at',
    sortField: 'raisedAt',
    render: (r) => formatDateTimeInIndia(String(r.raisedAt)),
  },
  { key: 'timeLeft', header: 'Time left', render: (r) => <TimeLeft request={r} /> },
  { key: 'status', header: 'Status', render: (r) => <RequestStatusSelect request={r} /> },
  { key: 'history', header: 'History', card: 'actions', render: (r) => <RequestHistoryDialog request={r} /> },
];
