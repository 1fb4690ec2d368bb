import { Badge, Button, Card, DataList, HStack, LinkBox, LinkOverlay, Stack, Tabs, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { DataTableSearch } from '@/components/DataTable/DataTableSearch';
import { pageCount } from '@/components/DataTable/types';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { paymentMethodLabels } from '@/domain/money/labels';
import type { CheckoutCardFragment, CheckoutListState } from '@/gql/graphql';
import { CheckoutPageDocument } from '@/domain/checkout/Checkout.generated';
import { formatOrdinalDate } from '@/lib/format';
import { useTableParams } from '@/lib/useTableParams';
import { CardList } from '../components/CardList';
import { CheckoutDialog } from '../components/CheckoutDialog';
import { ExtendStayDialog } from '@/domain/checkout/ExtendStayDialog';
import { checkoutStepLabels, withdrawalText } from '../components/CheckoutFacts';
import { Money } from '@hostel-admin/rules';
import { useUrlParams } from '@/lib/useUrlParams';

const PAGE_SIZE = 10;
const statusColors: Record<string, string> = { pending: 'orange', in_process: 'blue', clear: 'green' };

type CheckoutCardProps = { checkout: CheckoutCardFragment; onOpen: () => void; onExtend: () => void };

function CheckoutCard({ checkout, onOpen, onExtend }: CheckoutCardProps) {
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
              <HStack gap="2" wrap="wrap">
                <Badge colorPalette={statusColors[checkout.withdrawalStatus]}>
                  {withdrawalText(checkout.withdrawalStatus)}
                </Badge>
                <Text>{checkoutStepLabels[checkout.status]}</Text>
              </HStack>
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Deposit</DataList.ItemLabel>
            <DataList.ItemValue>{deposit ? Money.format(deposit.amountPaise) : '-'}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Move-out date</DataList.ItemLabel>
            <DataList.ItemValue>
              <HStack gap="2" wrap="wrap">
                <Text>{formatOrdinalDate(checkout.moveOutDate)}</Text>
                {checkout.moveOutPassed && <Badge colorPalette="orange">Move-out date passed</Badge>}
              </HStack>
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        {checkout.moveOutPassed && (
          <Stack gap="2" position="relative" zIndex="1">
            <Text textStyle="sm">
              No rent is billed past the move-out date. Complete the checkout (the stay ends on the move-out date), or
              extend the stay.
            </Text>
            <HStack gap="2" wrap="wrap">
              <Button size="sm" minHeight="11" colorPalette="primary" onClick={onOpen}>
                Complete checkout
              </Button>
              <Button size="sm" minHeight="11" variant="outline" onClick={onExtend}>
                Extend stay
              </Button>
            </HStack>
          </Stack>
        )}
        {checkout.refund && (
          <Text textStyle="sm">
            Refund {Money.format(checkout.refund.amountPaise)} paid on {formatOrdinalDate(checkout.refund.paidOn)} by{' '}
            {paymentMethodLabels[checkout.refund.method]}
            {checkout.refund.reference ? ` (ref ${checkout.refund.reference})` : ''}
          </Text>
        )}
        {checkout.refund && checkout.student.balance.balancePaise > 0 && (
          <Text textStyle="sm" fontWeight="semibold" color="fg.error">
            Still owes {Money.format(checkout.student.balance.balancePaise)}
          </Text>
        )}
      </Card.Body>
    </LinkBox>
  );
}

const tabs: { value: CheckoutListState; label: string; list: string }[] = [
  { value: 'open', label: 'In progress', list: 'Residents under notice' },
  { value: 'paid', label: 'Paid', list: 'Paid settlements' },
];

/**
 * Checkout: residents under notice or settling (In progress), or settlements whose refund was paid (Paid, the
 * latest first), as cards (10 a page); a card opens its settlement.
 */
export function CheckoutPage() {
  const [searchParams, updateParams] = useUrlParams();
  const state: CheckoutListState = searchParams.get('state') === 'paid' ? 'paid' : 'open';
  const chooseTab = ({ value }: { value: string }) =>
    updateParams({ state: value === 'paid' ? 'paid' : null, page: null }, { replace: true });
  const params = useTableParams({
    sortFields: [],
    defaultSort: '',
    pageSizes: [PAGE_SIZE],
    defaultPageSize: PAGE_SIZE,
  });
  const { search, page, setPage } = params;
  const { data, previousData, loading, error, refetch } = useQuery(CheckoutPageDocument, {
    variables: { search: search || null, page, state },
  });
  const list = (data ?? previousData)?.checkouts;
  const lastPage = data ? pageCount(data.checkouts.totalCount, PAGE_SIZE) : page;
  const [openId, setOpenId] = useState<string | null>(null);
  const open = list?.items.find((checkout) => checkout.id === openId);
  const [extendId, setExtendId] = useState<string | null>(null);
  const extending = list?.items.find((checkout) => checkout.id === extendId);

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
      <Tabs.Root value={state} onValueChange={chooseTab} colorPalette="primary">
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value} minHeight="11">
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value}>
            {tab.value === state && (
              <Stack gap="4">
                {error && <LoadError what="the checkouts" error={error} onRetry={refetch} />}
                <CardList
                  label={tab.list}
                  items={list?.items}
                  totalCount={list?.totalCount ?? 0}
                  page={page}
                  pageSize={PAGE_SIZE}
                  loading={loading}
                  getKey={(checkout) => checkout.id}
                  renderCard={(checkout) => (
                    <CheckoutCard
                      checkout={checkout}
                      onOpen={() => setOpenId(checkout.id)}
                      onExtend={() => setExtendId(checkout.id)}
                    />
                  )}
                  onPageChange={setPage}
                />
              </Stack>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {open && <CheckoutDialog key={open.id} checkout={open} onClose={() => setOpenId(null)} />}
      {extending && <ExtendStayDialog key={extending.id} checkout={extending} onClose={() => setExtendId(null)} />}
    </Stack>
  );
}
