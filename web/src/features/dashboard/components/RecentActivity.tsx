import { Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { RecentActivityEntryFragment } from '@/gql/graphql';
import { formatDateTimeInIndia } from '@/lib/format';
import { getSession } from '@/lib/session';
import { timeAgo } from '@hostel-admin/rules';

/** Who did it, in words: "You", their name, or the product's own work (the job queue). */
function whoOf(entry: RecentActivityEntryFragment, readerId: string | null): string {
  if (entry.actorUserId === null || entry.actorUserId === undefined) return 'Hostel Admin (automatic)';
  if (readerId !== null && String(entry.actorUserId) === readerId) return 'You';
  return entry.actorName ?? 'A former user';
}

export type RecentActivityProps = { entries: readonly RecentActivityEntryFragment[]; now?: Date };

/** Recent Activity: the hostel's newest entries of the activity log, each with who, what and when in words. */
export function RecentActivity({ entries, now = new Date() }: RecentActivityProps) {
  const readerId = getSession().user ? String(getSession().user!.id) : null;
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
            {entries.map((entry) => {
              const at = new Date(String(entry.at));
              return (
                <Stack as="li" key={entry.id} gap="0" borderBottomWidth="1px" paddingY="2" minWidth="0">
                  {entry.subjectType === 'student' ? (
                    <Link asChild color="primary.fg" minHeight="11" display="inline-flex" alignItems="center">
                      <RouterLink to={paths.student(entry.subjectId)}>{entry.text}</RouterLink>
                    </Link>
                  ) : (
                    <Text>{entry.text}</Text>
                  )}
                  <Text color="fg.muted" textStyle="sm">
                    {whoOf(entry, readerId)} ·{' '}
                    <time dateTime={at.toISOString()} title={formatDateTimeInIndia(at)}>
                      {timeAgo(at, now)}
                    </time>
                  </Text>
                </Stack>
              );
            })}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
