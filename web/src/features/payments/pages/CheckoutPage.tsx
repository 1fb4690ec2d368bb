import { Badge, Card, DataList, LinkBox, LinkOverlay, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { DataTableSearch } from '@/components/DataTable/DataTableSearch';
import { pageCount } from '@/components/DataTable/types';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { CheckoutPageDocument, type CheckoutCardFragment } from '@/gql/graphql';
import { formatOrdinalDate, formatRsAmount } from '@/lib/format';
import { useTableParams } from '@/lib/useTableParams';
import { CardList } from '../components/CardList';
import { CheckoutDialog } from '../components/CheckoutDialog';
import { withdrawalText } from '../components/CheckoutFacts';

const PAGE_SIZE = 10;
const statusColors: Record<string, string> = { pending: 'orange', in_process: 'blue', clear: 'green' };

function CheckoutCard({ checkout, onOpen }: { checkout: CheckoutCardFragment; onOpen: () => void }) {
  const deposit = checkout.student.deposit;
  return (
    <LinkBox as={Card.Root} height="full" _hover={{ borderColor: 'primary.solid' }}>
      <Card.Body gap="3">
        <LinkOverlay asChild textAlign="start" minHeight="11" fontWeight="semibold" cursor="pointer">
          <button type="button" onClick={onOpen}>
            {checkout.student.name}
          </button>
        </LinkOverlay>
        <DataList.Root orientation="horizontal" gap="2">
          <DataList.Item>
            <DataList.ItemLabel>Withdrawal status</DataList.ItemLabel>
            <DataList.ItemValue>
              <Badge colorPalette={statusColors[checkout.withdrawalStatus]}>
                {withdrawalText(checkout.withdrawalStatus)}
              </Badge>
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Deposit</DataList.ItemLabel>
            <DataList.ItemValue>{deposit ? formatRsAmount(deposit.amountPaise) : '-'}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Move-out date</DataList.ItemLabel>
            <DataList.ItemValue>{formatOrdinalDate(checkout.moveOutDate)}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Card.Body>
    </LinkBox>
  );
}

/** Checkout: residents under notice or settling, as cards (10 a page); a card opens its settlement. */
export function CheckoutPage() {
  const params = useTableParams({
    sortFields: [],
    defaultSort: '',
    pageSizes: [PAGE_SIZE],
    defaultPageSize: PAGE_SIZE,
  });
  const { search, page, setPage } = params;
  const { data, previousData, loading, error, refetch } = useQuery(CheckoutPageDocument, {
    variables: { search: search || null, page },
  });
  const list = (data ?? previousData)?.checkouts;
  const lastPage = data ? pageCount(data.checkouts.totalCount, PAGE_SIZE) : page;
  const [openId, setOpenId] = useState<string | null>(null);
  const open = list?.items.find((checkout) => checkout.id === openId);

  useEffect(() => {
    if (page > lastPage) setPage(lastPage, true);
  }, [page, lastPage, setPage]);

  return (
    <Stack gap="6">
      <PageHeader title="Checkout" />
      <DataTableSearch
        value={search}
        onSearch={params.setSearch}
        label="Search checkouts"
        placeholder="Search by name"
      />
      {error && <LoadError what="the checkouts" error={error} onRetry={refetch} />}
      <CardList
        label="Residents under notice"
        items={list?.items}
        totalCount={list?.totalCount ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        loading={loading}
        getKey={(checkout) => checkout.id}
        renderCard={(checkout) => <CheckoutCard checkout={checkout} onOpen={() => setOpenId(checkout.id)} />}
        onPageChange={setPage}
      />
      {open && <CheckoutDialog key={open.id} checkout={open} onClose={() => setOpenId(null)} />}
    </Stack>
  );
}
