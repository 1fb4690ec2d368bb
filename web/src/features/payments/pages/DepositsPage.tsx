import { Badge, Card, DataList, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DataTableSearch } from '@/components/DataTable/DataTableSearch';
import { pageCount } from '@/components/DataTable/types';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { paths } from '@/config/paths';
import { depositState } from '@/domain/checkout/depositState';
import type { DepositsPageQuery } from '@/gql/graphql';
import { DepositsPageDocument } from '@/features/payments/graphql/DepositsPage.generated';
import { formatOrdinalDate, todayInIndia } from '@/lib/format';
import { useTableParams } from '@/lib/useTableParams';
import { CardList } from '../components/CardList';
import { Money } from '@hostel-admin/rules';

type Deposit = DepositsPageQuery['deposits']['items'][number];
const PAGE_SIZE = 10;

function DepositCard({ deposit }: { deposit: Deposit }) {
  const state = depositState(deposit, todayInIndia());
  return (
    <Card.Root height="full">
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" gap="2">
          <Link asChild color="primary.fg" fontWeight="semibold" minHeight="11">
            <RouterLink to={paths.student(deposit.student.id)}>{deposit.student.name}</RouterLink>
          </Link>
          <Badge colorPalette={state.colorPalette}>{state.label}</Badge>
        </HStack>
        <DataList.Root orientation="horizontal" gap="2">
          <DataList.Item>
            <DataList.ItemLabel>Deposit date</DataList.ItemLabel>
            <DataList.ItemValue>{formatOrdinalDate(deposit.paidOn)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Amount</DataList.ItemLabel>
            <DataList.ItemValue>{Money.format(deposit.amountPaise)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Matures on</DataList.ItemLabel>
            <DataList.ItemValue>{formatOrdinalDate(deposit.maturityDate)}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        {deposit.student.archived && <Text color="fg.muted">Left the hostel</Text>}
        {state.details.map((detail) => (
          <Text key={detail} textStyle="sm">
            {detail}
          </Text>
        ))}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * Deposits of the current residents and of leavers whose refund was paid: name, deposit date, amount and state (Held,
 * Matured, Applied, Refunded), searched by name, 10 a page.
 */
export function DepositsPage() {
  const params = useTableParams({
    sortFields: [],
    defaultSort: '',
    pageSizes: [PAGE_SIZE],
    defaultPageSize: PAGE_SIZE,
  });
  const { search, page, setPage } = params;
  const { data, previousData, loading, error, refetch } = useQuery(DepositsPageDocument, {
    variables: { search: search || null, page },
  });
  const list = (data ?? previousData)?.deposits;
  const lastPage = data ? pageCount(data.deposits.totalCount, PAGE_SIZE) : page;

  useEffect(() => {
    if (page > lastPage) setPage(lastPage, true);
  }, [page, lastPage, setPage]);

  return (
    <Stack gap="6">
      <PageHeader title="Deposits" />
      <DataTableSearch
        value={search}
        onSearch={params.setSearch}
        label="Search deposits"
        placeholder="Search by name"
      />
      {error && <LoadError what="the deposits" error={error} onRetry={refetch} />}
      <CardList
        label="Deposits"
        items={list?.items}
        totalCount={list?.totalCount ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        loading={loading}
        getKey={(deposit) => deposit.id}
        renderCard={(deposit) => <DepositCard deposit={deposit} />}
        onPageChange={setPage}
      />
    </Stack>
  );
}
