import { Badge, Button, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useConfirm } from '@/components/ConfirmDialog';
import { DataTableCards } from '@/components/DataTable/DataTableCards';
import { cellContent, WIDE_TABLE_QUERY, type DataTableColumn } from '@/components/DataTable/types';
import type { ApiKeyList_ApiKeyFragment, ApiKeyStatus } from '@/gql/graphql';
import { RevokeApiKeyDocument } from '@/features/profile/graphql/ApiKeyList.generated';
import { formatDateTimeInIndia } from '@/lib/format';
import { explainGraphqlError } from '@/lib/graphqlErrors';
import { useMediaQuery } from '@/lib/useMediaQuery';
import { apiKeyRevoked } from '../apiKeysCache';
import { API_KEY_ACCESS_LABELS, API_KEY_STATUS_LABELS } from '../apiKeySchema';

type ApiKey = ApiKeyList_ApiKeyFragment;

const STATUS_COLOURS: Record<ApiKeyStatus, string> = { active: 'green', expired: 'orange', revoked: 'gray' };

const LABEL = 'API keys';
const EMPTY = 'No API keys yet';

/** When, in India's time; "Never" for a key that does not expire or was never used. */
const when = (at: unknown) => (at ? formatDateTimeInIndia(String(at)) : 'Never');

function LastUsed({ apiKey }: { apiKey: ApiKey }) {
  if (!apiKey.lastUsedAt) return 'Never';
  return (
    <>
      <Text as="span" display="block">
        {when(apiKey.lastUsedAt)}
      </Text>
      {apiKey.lastUsedFrom && (
        <Text as="span" display="block" color="fg.muted" overflowWrap="anywhere">
          from {apiKey.lastUsedFrom}
        </Text>
      )}
    </>
  );
}

/**
 * The hostel's keys: a table on a desktop, stacked cards on a phone (no sideways scrolling), with Revoke on each
 * active key. Every key is listed at once (a hostel has a handful), so there is no pager. Revoking asks first, naming
 * the key; the answer updates the key in place through the normalized cache.
 */
export function ApiKeyList({ keys }: { keys: readonly ApiKey[] }) {
  const wide = useMediaQuery(WIDE_TABLE_QUERY);
  const confirm = useConfirm();
  const [revoke] = useMutation(RevokeApiKeyDocument, { update: (cache) => apiKeyRevoked(cache) });

  const ask = (apiKey: ApiKey) =>
    confirm({
      title: `Revoke API key ${apiKey.name}?`,
      target: apiKey.name,
      description: `Scripts using ${apiKey.prefix}… stop working at once. This cannot be undone.`,
      confirmLabel: 'Revoke',
      destructive: true,
      action: () => revoke({ variables: { input: { id: apiKey.id } } }),
      success: 'API key revoked',
      failure: (error) => explainGraphqlError(error).summary,
    });

  const columns: DataTableColumn<ApiKey>[] = [
    { key: 'name', header: 'Name', card: 'title', render: (apiKey) => apiKey.name },
    { key: 'access', header: 'Access', render: (apiKey) => API_KEY_ACCESS_LABELS[apiKey.access] },
    {
      key: 'key',
      header: 'Key',
      render: (apiKey) => (
        <Text as="span" fontFamily="mono" overflowWrap="anywhere">
          {apiKey.prefix}…
        </Text>
      ),
    },
    { key: 'createdBy', header: 'Created by', render: (apiKey) => apiKey.createdBy },
    { key: 'created', header: 'Created', render: (apiKey) => when(apiKey.createdAt) },
    { key: 'expires', header: 'Expires', render: (apiKey) => when(apiKey.expiresAt) },
    { key: 'lastUsed', header: 'Last used', render: (apiKey) => <LastUsed apiKey={apiKey} /> },
    {
      key: 'status',
      header: 'Status',
      render: (apiKey) => (
        <Badge colorPalette={STATUS_COLOURS[apiKey.status]}>{API_KEY_STATUS_LABELS[apiKey.status]}</Badge>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      card: 'actions',
      render: (apiKey) =>
        apiKey.status === 'active' ? (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            aria-label={`Revoke ${apiKey.name}`}
            onClick={() => void ask(apiKey)}
          >
            Revoke
          </Button>
        ) : null,
    },
  ];

  if (!wide)
    return (
      <DataTableCards
        label={LABEL}
        columns={columns}
        rows={keys}
        getRowKey={(apiKey) => apiKey.id}
        loading={false}
        emptyText={EMPTY}
        placeholderCount={0}
      />
    );

  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2">
      <Table.Root size="sm" aria-label={LABEL}>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.key}>
                {column.hideHeader ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {keys.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={columns.length} textAlign="center" paddingBlock="8" color="fg.muted">
                {EMPTY}
              </Table.Cell>
            </Table.Row>
          ) : (
            keys.map((apiKey) => (
              <Table.Row key={apiKey.id}>
                {columns.map((column) => (
                  <Table.Cell key={column.key}>{cellContent(column.render(apiKey))}</Table.Cell>
                ))}
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
