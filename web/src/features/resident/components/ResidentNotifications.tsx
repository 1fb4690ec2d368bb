import { Card, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { ResidentPageQuery } from '@/gql/graphql';
import { formatDateTimeInIndia } from '@/lib/format';

type Notifications = ResidentPageQuery['myResidence']['notifications'];

/** The notifications the hostel sent to the resident, newest first. */
export function ResidentNotifications({ notifications }: { notifications: Notifications }) {
  return (
    <Card.Root as="section" aria-labelledby="resident-notifications">
      <Card.Body gap="3">
        <Heading as="h2" size="lg" id="resident-notifications">
          Notifications
        </Heading>
        {notifications.length === 0 ? (
          <Text color="fg.muted">No notifications yet.</Text>
        ) : (
          <List.Root variant="plain" gap="2" aria-label="Notifications">
            {notifications.map((n) => (
              <List.Item key={n.id} borderBottomWidth="1px" paddingY="2">
                <Stack gap="0" minWidth="0">
                  <Text fontWeight="semibold">{n.title}</Text>
                  <Text overflowWrap="anywhere">{n.description}</Text>
                  <Text textStyle="sm" color="fg.muted">
                    Sent {formatDateTimeInIndia(String(n.sentAt))}
                  </Text>
                </Stack>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
