import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { notificationMessages } from '@hostel-admin/rules';
import { useConfirm } from '@/components/ConfirmDialog';
import { DataTable } from '@/components/DataTable/DataTable';
import { DataTableSearch } from '@/components/DataTable/DataTableSearch';
import { PAGE_SIZES, pageCount } from '@/components/DataTable/types';
import { LoadError } from '@/components/LoadError';
import { NotificationHistoryDocument } from '@/features/notifications/graphql/NotificationHistory.generated';
import { useCan } from '@/lib/permissions';
import { useTableParams } from '@/lib/useTableParams';
import { useNotificationMutations } from '../hooks/useNotificationMutations';
import { historyColumns } from './historyColumns';
import { NotificationDetailDialog } from './NotificationDetailDialog';
import { useUrlParams } from '@/lib/useUrlParams';

/** The URL's `?view=<id>` opens a notification's detail (the bell's failed-delivery alert links there). */
export const VIEW_PARAM = 'view';

/** History: sent, scheduled and cancelled notifications with their recipients' delivery counts, searched and paged. */
export function NotificationHistory() {
  const params = useTableParams<'sentAt'>({
    sortFields: ['sentAt'],
    defaultSort: 'sentAt',
    pageSizes: PAGE_SIZES,
    defaultPageSize: 10,
  });
  const { search, page, pageSize, setPage } = params;
  const [searchParams, updateParams] = useUrlParams();
  const viewing = searchParams.get(VIEW_PARAM);
  const canSend = useCan('notifications_send');
  const confirm = useConfirm();
  const { cancel } = useNotificationMutations();
  const { data, previousData, loading, error, refetch } = useQuery(NotificationHistoryDocument, {
    variables: { search: search || null, page, pageSize },
  });
  const list = (data ?? previousData)?.notifications;
  const lastPage = data ? pageCount(data.notifications.totalCount, pageSize) : page;

  useEffect(() => {
    if (page > lastPage) setPage(lastPage, true);
  }, [page, lastPage, setPage]);

  const setViewing = (id: string | null) => updateParams({ [VIEW_PARAM]: id });
  const columns = historyColumns({
    onView: (row) => setViewing(row.id),
    onCancel: canSend
      ? (row) =>
          void confirm({
            title: 'Are you sure you want to cancel this notification?',
            target: `"${row.title}"`,
            description: 'Nothing will be sent.',
            confirmLabel: 'Cancel notification',
            cancelLabel: 'Keep it',
            action: () => cancel(row.id),
            success: notificationMessages.cancelled,
            destructive: true,
          })
      : undefined,
  });

  return (
    <Stack as="section" aria-labelledby="history-heading" gap="3">
      <Text as="h2" id="history-heading" textStyle="lg" fontWeight="semibold">
        History
      </Text>
      <DataTableSearch
        value={search}
        onSearch={params.setSearch}
        label="Search notifications"
        placeholder="Search by title or description"
      />
      {error && <LoadError what="the notifications" error={error} onRetry={refetch} />}
      <DataTable
        label="Sent and scheduled notifications"
        columns={columns}
        rows={list?.items ?? []}
        getRowKey={(row) => row.id}
        totalCount={list?.totalCount ?? 0}
        page={page}
        pageSize={pageSize}
        loading={loading}
        emptyText={search ? 'No results found' : 'No data available'}
        onSortChange={params.setSort}
        onPageChange={setPage}
        onPageSizeChange={params.setPageSize}
      />
      {viewing && <NotificationDetailDialog id={viewing} onClose={() => setViewing(null)} />}
    </Stack>
  );
}
