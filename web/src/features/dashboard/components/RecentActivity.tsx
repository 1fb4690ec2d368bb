import { Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { RecentActivityEntryFragment } from '@/gql/graphql';
import { TimeAgo } from '@/components/TimeAgo';
import { readerId, whoDidIt } from '@/lib/whoDidIt';

export type RecentActivityProps = { entries: readonly RecentActivityEntryFragment[]; now?: Date };

/** Recent Activity: the hostel's newest entries of the activity log, each with who, what and when in words. */
export function RecentActivity({ entries, now = new Date() }: RecentActivityProps) {
  const reader = readerId();
  return (
    <Card.Root as="section" aria-labelledby="recent-activity">
      <Card.Body gap="3">
        <Heading as="h2" size="md" id="recent-activity">
          Recent Activity
        </Heading>
        {entries.length === 0 ? (
          <Text color="fg.muted">Nothing has happened yet.</Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" aria-label="Recent Activity">
            {entries.map((entry) => (
              <Stack as="li" key={entry.id} gap="0" borderBottomWidth="1px" paddingY="2" minWidth="0">
                {entry.subjectType === 'student' ? (
                  <Link asChild color="primary.fg" minHeight="11" display="inline-flex" alignItems="center">
                    <RouterLink to={paths.student(entry.subjectId)}>{entry.text}</RouterLink>
                  </Link>
                ) : (
                  <Text>{entry.text}</Text>
                )}
                <Text color="fg.muted" textStyle="sm">
                  {whoDidIt(entry.actorUserId, entry.actorName, reader)} · <TimeAgo at={String(entry.at)} now={now} />
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
