import { Link, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable } from '@/components/DataTable/DataTable';
import { pageCount, type DataTableColumn } from '@/components/DataTable/types';
import { LoadError } from '@/components/LoadError';
import { paths } from '@/config/paths';
import type { MyActivityQuery } from '@/gql/graphql';
import { MyActivityDocument } from '@/features/profile/graphql/RecentActivities.generated';
import { formatDateTimeInIndia } from '@/lib/format';
import { useTableParams } from '@/lib/useTableParams';

type Entry = MyActivityQuery['myActivity']['items'][number];
const PAGE_SIZES = [10, 25, 50] as const;
const NO_SORT = ['AT'] as const;

/** A resident's entry links to their page; rooms, beds, users and the hostel are named only. */
function EntryText({ entry, minHeight }: { entry: Entry; minHeight?: string }) {
  if (entry.subjectType !== 'student') return <Text as="span">{entry.text}</Text>;
  return (
    <Link asChild color="primary.fg" minHeight={minHeight}>
      <RouterLink to={paths.student(entry.subjectId)}>{entry.text}</RouterLink>
    </Link>
  );
}

/**
 * Profile → Recent Activities: what the signed-in user did, from the activity log, newest first, in words; paged in
 * the URL (?activityPage=), read again each time it is shown.
 */
export function RecentActivities() {
  const params = useTableParams({
    prefix: 'activity',
    sortFields: NO_SORT,
    defaultSort: 'AT',
    pageSizes: PAGE_SIZES,
    defaultPageSize: 10,
  });
  const { page, pageSize, setPage } = params;
  const { data, previousData, loading, error, refetch } = useQuery(MyActivityDocument, {
    variables: { page, pageSize },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.myActivity;
  const lastPage = data ? pageCount(data.myActivity.totalCount, pageSize) : page;
  useEffect(() => {
    if (page > lastPage) setPage(lastPage, true);
  }, [page, lastPage, setPage]);

  if (error && !list) return <LoadError what="your recent activities" error={error} onRetry={refetch} />;

  const columns: DataTableColumn<Entry, (typeof NO_SORT)[number]>[] = [
    {
      key: 'activity',
      header: 'Activity',
      card: 'title',
      render: (entry) => <EntryText entry={entry} />,
      renderCard: (entry) => <EntryText entry={entry} minHeight="11" />,
    },
    {
      key: 'detail',
      header: 'Details',
      render: (entry) =>
        entry.detail && (
          <Text as="span" whiteSpace="normal">
            {entry.detail}
          </Text>
        ),
    },
    { key: 'at', header: 'When', render: (entry) => formatDateTimeInIndia(String(entry.at)) },
  ];

  return (
    <DataTable
      label="Recent Activities"
      columns={columns}
      rows={list?.items ?? []}
      getRowKey={(entry) => entry.id}
      totalCount={list?.totalCount ?? 0}
      page={page}
      pageSize={pageSize}
      pageSizes={PAGE_SIZES}
      loading={loading}
      emptyText="No activity yet"
      onSortChange={params.setSort}
      onPageChange={setPage}
      onPageSizeChange={params.setPageSize}
    />
  );
}
