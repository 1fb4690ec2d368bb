import { Badge, Box, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CardFields } from '@/components/DataTable/DataTableCards';
import { cellContent, WIDE_TABLE_QUERY } from '@/components/DataTable/types';
import type { WebhookEndpointList_EndpointFragment } from '@/gql/graphql';
import { formatDateTimeInIndia } from '@/lib/format';
import { useMediaQuery } from '@/lib/useMediaQuery';
import { eventCount, WEBHOOK_STATUS_COLOURS, WEBHOOK_STATUS_LABELS } from '../webhookWords';
import { WebhookEndpointActions } from './WebhookEndpointActions';

type Endpoint = WebhookEndpointList_EndpointFragment;

export type WebhookEndpointListProps = {
  endpoints: readonly Endpoint[];
  onDeliveries: (endpoint: Endpoint) => void;
  onEdit: (endpoint: Endpoint) => void;
};

const LABEL = 'Webhook endpoints';
const EMPTY = 'No endpoints yet';

function Url({ endpoint }: { endpoint: Endpoint }) {
  return (
    <>
      <Text as="span" display="block" fontWeight="semibold" whiteSpace="normal" overflowWrap="anywhere">
        {endpoint.url}
      </Text>
      {endpoint.description && (
        <Text as="span" display="block" textStyle="sm" color="fg.muted" whiteSpace="normal" overflowWrap="anywhere">
          {endpoint.description}
        </Text>
      )}
    </>
  );
}

/** Active, Failing or Disabled in words; a failing endpoint says since when (India's time). */
function Status({ endpoint }: { endpoint: Endpoint }) {
  return (
    <>
      <Badge colorPalette={WEBHOOK_STATUS_COLOURS[endpoint.status]}>{WEBHOOK_STATUS_LABELS[endpoint.status]}</Badge>
      {endpoint.status === 'failing' && endpoint.failingSince && (
        <Text as="span" display="block" textStyle="sm" color="fg.muted" whiteSpace="normal">
          since {formatDateTimeInIndia(String(endpoint.failingSince))}
        </Text>
      )}
    </>
  );
}

type Column = { key: string; header: string; render: (endpoint: Endpoint) => ReactNode };

const columns: readonly Column[] = [
  { key: 'events', header: 'Events', render: (endpoint) => eventCount(endpoint.events.length) },
  { key: 'status', header: 'Status', render: (endpoint) => <Status endpoint={endpoint} /> },
  {
    key: 'lastDelivery',
    header: 'Last delivery',
    render: (endpoint) => (endpoint.lastDeliveryAt ? formatDateTimeInIndia(String(endpoint.lastDeliveryAt)) : 'Never'),
  },
];

/**
 * The hostel's endpoints: a table on a desktop, stacked cards on a phone (no sideways scrolling, each card's buttons
 * wrapping across its width under its fields, where DataTableCards keeps actions on the title's line: five do not fit). A hostel has a handful, all listed at once, so there is no pager.
 */
export function WebhookEndpointList({ endpoints, onDeliveries, onEdit }: WebhookEndpointListProps) {
  const wide = useMediaQuery(WIDE_TABLE_QUERY);
  const actions = (endpoint: Endpoint) => (
    <WebhookEndpointActions
      endpoint={endpoint}
      onDeliveries={() => onDeliveries(endpoint)}
      onEdit={() => onEdit(endpoint)}
    />
  );

  if (endpoints.length === 0)
    return (
      <Box borderWidth="1px" borderRadius="l2" padding="8" textAlign="center">
        <Text color="fg.muted">{EMPTY}</Text>
      </Box>
    );

  if (!wide)
    return (
      <Stack as="ul" aria-label={LABEL} listStyleType="none" gap="3">
        {endpoints.map((endpoint) => (
          <Box as="li" key={endpoint.id} bg="bg.panel" borderWidth="1px" borderRadius="l2" padding="3">
            <Url endpoint={endpoint} />
            <CardFields
              fields={columns.map((column) => ({
                key: column.key,
                header: column.header,
                value: column.render(endpoint),
              }))}
            />
            <Box marginTop="2">{actions(endpoint)}</Box>
          </Box>
        ))}
      </Stack>
    );

  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2">
      <Table.Root size="sm" aria-label={LABEL}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>URL</Table.ColumnHeader>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.key}>{column.header}</Table.ColumnHeader>
            ))}
            <Table.ColumnHeader>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {endpoints.map((endpoint) => (
            <Table.Row key={endpoint.id}>
              <Table.Cell maxWidth="xs">
                <Url endpoint={endpoint} />
              </Table.Cell>
              {columns.map((column) => (
                <Table.Cell key={column.key}>{cellContent(column.render(endpoint))}</Table.Cell>
              ))}
              <Table.Cell>{actions(endpoint)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
