import { Box, IconButton, Link, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { LuMessageSquare } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { timeAgo } from '@hostel-admin/rules';
import { paths } from '@/config/paths';
import type { RecentNotificationsQuery } from '@/gql/graphql';
import { RecentNotificationsDocument } from '@/app/layout/messages/RecentNotifications.generated';
import { useCan } from '@/lib/permissions';

/** The newest sent notifications the panel lists; the rest are on Notification's history. */
const SHOWN = 8;

type Sent = RecentNotificationsQuery['notifications']['items'][number];

/** "12 sent, 1 failed of 13". */
const countsWords = ({ deliveryCounts: c }: Sent) =>
  `${c.sent} sent${c.failed ? `, ${c.failed} failed` : ''} of ${c.total}`;

/**
 * The header's message icon: the sent-notifications history, newest first, each with its delivery counts and a link
 * to its detail, and a link to the whole history. Only for users who may read notifications; read when opened.
 */
export function MessagesButton() {
  const canRead = useCan('notifications_read');
  const [open, setOpen] = useState(false);
  const { data } = useQuery(RecentNotificationsDocument, {
    variables: { pageSize: SHOWN },
    skip: !open || !canRead,
    fetchPolicy: 'cache-and-network',
  });
  if (!canRead) return null;
  const items = data?.notifications.items ?? [];

  return (
    <Popover.Root open={open} onOpenChange={(e) => setOpen(e.open)} positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <IconButton variant="ghost" aria-label="Messages">
          <LuMessageSquare />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width={{ base: '90vw', sm: 'sm' }}>
            <Popover.Arrow />
            <Popover.Body>
              <Popover.Title fontWeight="semibold">Sent notifications</Popover.Title>
              {data && items.length === 0 && (
                <Text color="fg.muted" textStyle="sm" marginTop="1">
                  No notifications sent yet.
                </Text>
              )}
              {items.length > 0 && (
                <Stack as="ul" gap="1" marginTop="2" listStyleType="none" aria-label="Sent notifications">
                  {items.map((item) => (
                    <Box as="li" key={item.id}>
                      <Link asChild display="block" minHeight="11" paddingY="2" textStyle="sm" color="fg">
                        <RouterLink to={`${paths.notification}?view=${item.id}`} onClick={() => setOpen(false)}>
                          <Text as="span" display="block" fontWeight="medium">
                            {item.title}
                          </Text>
                          <Text as="span" display="block" color="fg.muted" textStyle="xs">
                            {countsWords(item)} ·{' '}
                            {item.sentAt ? timeAgo(new Date(item.sentAt as string), new Date()) : ''}
                          </Text>
                        </RouterLink>
                      </Link>
                    </Box>
                  ))}
                </Stack>
              )}
              <Link asChild display="inline-flex" alignItems="center" minHeight="11" marginTop="2" color="primary.fg">
                <RouterLink to={paths.notification} onClick={() => setOpen(false)}>
                  See all notifications
                </RouterLink>
              </Link>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
