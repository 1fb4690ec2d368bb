import { Badge, Button, Link, Stack, Text } from '@chakra-ui/react';
import { LuLogOut } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { DataTableColumn } from '@/components/DataTable/types';
import { paths } from '@/config/paths';
import type { VisitorRow_VisitorFragment } from '@/gql/graphql';
import { formatDateTimeInIndia } from '@/lib/format';
import { PhoneText } from '@/lib/phoneText';
import { idTypeLabel } from '../visitorSchema';

type Row = VisitorRow_VisitorFragment;

export type VisitorActions = {
  canSignOut: boolean;
  onSignOut: (row: Row) => void;
};

function Visitor({ row }: { row: Row }) {
  return (
    <Stack gap="0">
      <Text fontWeight="medium">{row.name}</Text>
      <Text textStyle="xs" color="fg.muted">
        <PhoneText value={row.phone} />
      </Text>
    </Stack>
  );
}

function Resident({ row, minHeight }: { row: Row; minHeight?: string }) {
  return (
    <Stack gap="0">
      <Link asChild color="primary.fg" minHeight={minHeight}>
        <RouterLink to={paths.student(row.resident.id)}>{row.resident.name}</RouterLink>
      </Link>
      {row.resident.roomNumber !== null && (
        <Text textStyle="xs" color="fg.muted">
          Room {row.resident.roomNumber}
        </Text>
      )}
    </Stack>
  );
}

function Times({ row }: { row: Row }) {
  return (
    <Stack gap="0">
      <Text>In {formatDateTimeInIndia(String(row.inAt))}</Text>
      {row.inside ? (
        <Badge colorPalette="green" width="fit-content">
          Inside
        </Badge>
      ) : (
        <Text>Out {formatDateTimeInIndia(String(row.outAt))}</Text>
      )}
    </Stack>
  );
}

function SignedBy({ row }: { row: Row }) {
  return (
    <Stack gap="0">
      <Text>In: {row.signedInBy}</Text>
      {row.signedOutBy && <Text>Out: {row.signedOutBy}</Text>}
    </Stack>
  );
}

function SignOutButton({ row, canSignOut, onSignOut }: VisitorActions & { row: Row }) {
  if (!row.inside || !canSignOut) return null;
  return (
    <Button
      size="sm"
      variant="outline"
      minHeight="11"
      aria-label={`Sign out ${row.name}`}
      onClick={() => onSignOut(row)}
    >
      <LuLogOut aria-hidden />
      Sign out
    </Button>
  );
}

/** The visitor log's columns; on a phone each visit is a card headed by the visitor, Sign out at its end. */
export function visitorColumns(actions: VisitorActions): DataTableColumn<Row>[] {
  return [
    { key: 'visitor', header: 'Visitor', card: 'title', render: (row) => <Visitor row={row} /> },
    {
      key: 'resident',
      header: 'Visiting',
      render: (row) => <Resident row={row} />,
      renderCard: (row) => <Resident row={row} minHeight="11" />,
    },
    { key: 'purpose', header: 'Relation or purpose', render: (row) => row.purpose },
    { key: 'idType', header: 'ID shown', render: (row) => idTypeLabel(row.idType) },
    { key: 'times', header: 'In / Out', render: (row) => <Times row={row} /> },
    { key: 'by', header: 'Signed in / out by', render: (row) => <SignedBy row={row} /> },
    {
      key: 'actions',
      header: 'Actions',
      card: 'actions',
      render: (row) => <SignOutButton row={row} {...actions} />,
    },
  ];
}
