import { Badge, Card, HStack, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { LoadError } from '@/components/LoadError';
import { PageSpinner } from '@/components/PageSpinner';
import { paths } from '@/config/paths';
import { RecentVisitorsDocument } from '@/features/students/components/RecentVisitors.generated';
import { formatDateTimeInIndia } from '@/lib/format';

export type RecentVisitorsProps = { studentId: string };

/** Recent Visitors: who came to see the resident, newest first, with when they came and went. */
export function RecentVisitors({ studentId }: RecentVisitorsProps) {
  const { data, loading, error, refetch } = useQuery(RecentVisitorsDocument, {
    variables: { studentId },
    fetchPolicy: 'cache-and-network',
  });
  const visitors = data?.visitors.items ?? [];

  return (
    <Card.Root>
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="lg">
            Recent Visitors
          </Heading>
          <Link asChild color="primary.fg" minHeight="11">
            <RouterLink to={paths.visitors}>Visitor Management</RouterLink>
          </Link>
        </HStack>
      </Card.Header>
      <Card.Body>
        {error && <LoadError what="the visitors" error={error} onRetry={refetch} />}
        {loading && !data && <PageSpinner label="Loading the visitors" />}
        {data && visitors.length === 0 && <Text color="fg.muted">No visitors yet</Text>}
        {visitors.length > 0 && (
          <List.Root variant="plain" gap="3" aria-label="Recent visitors">
            {visitors.map((visitor) => (
              <List.Item key={visitor.id}>
                <Stack gap="0">
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="medium">{visitor.name}</Text>
                    <Text color="fg.muted">{visitor.purpose}</Text>
                    {visitor.inside && (
                      <Badge colorPalette="green" width="fit-content">
                        Inside
                      </Badge>
                    )}
                  </HStack>
                  <Text textStyle="sm" color="fg.muted">
                    In {formatDateTimeInIndia(String(visitor.inAt))}
                    {visitor.outAt ? ` · Out ${formatDateTimeInIndia(String(visitor.outAt))}` : ''}
                  </Text>
                </Stack>
              </List.Item>
            ))}
          </List.Root>
        )}
        {data && data.visitors.totalCount > visitors.length && (
          <Text color="fg.muted" textStyle="sm" marginTop="3">
            The {visitors.length} newest of {data.visitors.totalCount} visits.
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
