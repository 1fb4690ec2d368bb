import { Badge, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { requestTimeLeft, requestTypeSlug } from '@hostel-admin/rules';
import { paths } from '@/config/paths';
import type { RequestItem_RequestFragment } from '@/gql/graphql';
import { formatDateTimeInIndia } from '@/lib/format';

export type NewCleaningRequestsProps = { requests: readonly RequestItem_RequestFragment[] };

/** New Cleaning Request: the newest open service requests, each with who asked, what, when and time left. */
export function NewCleaningRequests({ requests }: NewCleaningRequestsProps) {
  return (
    <Card.Root as="section" aria-labelledby="new-cleaning-requests">
      <Card.Body gap="3">
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h2" size="md" id="new-cleaning-requests">
            New Cleaning Request
          </Heading>
          <Link asChild color="primary.fg" minHeight="11">
            <RouterLink to={paths.requestType(requestTypeSlug('service'))}>All service requests</RouterLink>
          </Link>
        </HStack>
        {requests.length === 0 ? (
          <Text color="fg.muted">No open service requests.</Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none">
            {requests.map((r) => (
              <Stack as="li" key={r.id} gap="0" borderBottomWidth="1px" paddingY="2">
                <HStack justify="space-between" gap="3" wrap="wrap">
                  <Link asChild fontWeight="medium" minHeight="11" display="inline-flex" alignItems="center">
                    <RouterLink to={paths.student(r.studentId)}>{r.studentName}</RouterLink>
                  </Link>
                  {r.minutesLeft !== null && (
                    <Badge colorPalette={r.minutesLeft < 0 ? 'red' : 'gray'}>{requestTimeLeft(r.minutesLeft)}</Badge>
                  )}
                </HStack>
                <Text>{r.text}</Text>
                <Text color="fg.muted" textStyle="sm">
                  {r.roomNumber === null ? 'No room' : `Room ${r.roomNumber}`} ·{' '}
                  {formatDateTimeInIndia(String(r.raisedAt))}
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
