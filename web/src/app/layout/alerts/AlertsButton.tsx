import { Badge, Box, Button, IconButton, Link, Popover, Portal, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { LuBell } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { timeAgo } from '@hostel-admin/rules';
import type { AlertLineFragment } from '@/gql/graphql';
import { AlertsDocument, MarkAlertReadDocument, MarkAllAlertsReadDocument } from '@/app/layout/alerts/Alerts.generated';
import { notify } from '@/lib/toaster';

/** The newest alerts the panel lists; older ones are read where they link to. */
const SHOWN = 10;
/** The bell asks again this often: nothing pushes to the browser yet. */
const POLL_MS = 60_000;

/** "3 unread" for the badge's words; nothing when all are read. */
const unreadWords = (count: number) => (count ? `, ${count} unread` : '');

/**
 * The bell: the signed-in user's alerts (a payment awaiting verification, …) with the unread count, each a link to
 * where it is dealt with; opening one marks it read, "Mark all as read" reads them all.
 */
export function AlertsButton() {
  const [open, setOpen] = useState(false);
  const { data, refetch } = useQuery(AlertsDocument, { variables: { pageSize: SHOWN }, pollInterval: POLL_MS });
  const [markRead] = useMutation(MarkAlertReadDocument);
  const [markAll, { loading: markingAll }] = useMutation(MarkAllAlertsReadDocument);
  const unread = data?.alerts.unreadCount ?? 0;
  const items = data?.alerts.items ?? [];

  const open1 = (alert: AlertLineFragment) => {
    setOpen(false);
    if (!alert.readAt)
      void markRead({ variables: { input: { id: alert.id } } }).then(
        () => refetch(),
        () => undefined,
      );
  };
  const readAll = async () => {
    try {
      await markAll();
      await refetch();
    } catch {
      notify('error', 'Could not mark the notifications read. Please try again.');
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={(e) => setOpen(e.open)} positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <IconButton variant="ghost" position="relative">
          <LuBell aria-hidden />
          <VisuallyHidden>Notifications{unreadWords(unread)}</VisuallyHidden>
          {unread > 0 && (
            <Badge
              aria-hidden
              position="absolute"
              top="1"
              right="1"
              colorPalette="red"
              variant="solid"
              borderRadius="full"
              minWidth="5"
              justifyContent="center"
            >
              {unread > 99 ? '99+' : unread}
            </Badge>
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width={{ base: '90vw', sm: 'sm' }}>
            <Popover.Arrow />
            <Popover.Body>
              <Popover.Title fontWeight="semibold">Notifications</Popover.Title>
              {items.length === 0 ? (
                <Text color="fg.muted" textStyle="sm" marginTop="1">
                  No new notifications.
                </Text>
              ) : (
                <Stack as="ul" gap="1" marginTop="2" listStyleType="none" aria-label="Notifications">
                  {items.map((alert) => (
                    <Box as="li" key={alert.id}>
                      <Link asChild display="block" minHeight="11" paddingY="2" textStyle="sm" color="fg">
                        <RouterLink to={alert.link} onClick={() => open1(alert)}>
                          <Text as="span" display="block" fontWeight={alert.readAt ? 'normal' : 'semibold'}>
                            {alert.readAt ? null : <VisuallyHidden>Unread: </VisuallyHidden>}
                            {alert.text}
                          </Text>
                          <Text as="span" display="block" color="fg.muted" textStyle="xs">
                            {timeAgo(new Date(alert.createdAt as string), new Date())}
                          </Text>
                        </RouterLink>
                      </Link>
                    </Box>
                  ))}
                </Stack>
              )}
              {unread > 0 && (
                <Button variant="outline" size="sm" minHeight="11" marginTop="2" loading={markingAll} onClick={readAll}>
                  Mark all as read
                </Button>
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
