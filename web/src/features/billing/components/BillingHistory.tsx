import { Badge, Button } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useConfirm } from '@/components/ConfirmDialog';
import { DataTable } from '@/components/DataTable/DataTable';
import type { DataTableColumn } from '@/components/DataTable/types';
import { LoadError } from '@/components/LoadError';
import type { BillingHistoryQuery } from '@/gql/graphql';
import { BillingHistoryDocument, MarkInvoicePaidDocument } from '@/features/billing/graphql/Billing.generated';
import { formatOrdinalDate } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import { Money } from '@hostel-admin/rules';

type Invoice = BillingHistoryQuery['subscriptionInvoices']['items'][number];
const PAGE_SIZE = 8;

/** Billing History: plan name, amount, purchase date, end date and status, 8 a page; a superadmin marks one paid. */
export function BillingHistory() {
  const [page, setPage] = useState(1);
  const canMark = useCan('subscription_invoices');
  const confirm = useConfirm();
  const [markPaid] = useMutation(MarkInvoicePaidDocument);
  const { data, previousData, loading, error, refetch } = useQuery(BillingHistoryDocument, { variables: { page } });
  const list = (data ?? previousData)?.subscriptionInvoices;

  const ask = (invoice: Invoice) =>
    confirm({
      title: 'Mark paid',
      target: `${invoice.planName}, ${Money.format(invoice.amountPaise)} for ${formatOrdinalDate(invoice.purchaseDate)} to ${formatOrdinalDate(invoice.endDate)}`,
      description: 'Only once the money has arrived: a paid invoice stays paid.',
      confirmLabel: 'Mark paid',
      action: () => markPaid({ variables: { input: { id: invoice.id } } }),
      success: 'Invoice marked paid',
    });

  const columns: DataTableColumn<Invoice>[] = [
    { key: 'planName', header: 'Plan name', card: 'title', render: (invoice) => invoice.planName },
    { key: 'amount', header: 'Amount', render: (invoice) => Money.format(invoice.amountPaise) },
    { key: 'purchaseDate', header: 'Purchase date', render: (invoice) => formatOrdinalDate(invoice.purchaseDate) },
    { key: 'endDate', header: 'End date', render: (invoice) => formatOrdinalDate(invoice.endDate) },
    {
      key: 'status',
      header: 'Status',
      render: (invoice) => (
        <Badge colorPalette={invoice.status === 'paid' ? 'green' : 'orange'}>{invoice.status}</Badge>
      ),
    },
    ...(canMark
      ? [
          {
            key: 'actions',
            header: 'Actions',
            card: 'actions' as const,
            render: (invoice: Invoice) =>
              invoice.status === 'pending' ? (
                <Button size="sm" minHeight="11" variant="outline" onClick={() => void ask(invoice)}>
                  Mark paid
                </Button>
              ) : null,
          },
        ]
      : []),
  ];

  return (
    <>
      {error && <LoadError what="the billing history" error={error} onRetry={refetch} />}
      <DataTable
        label="Billing History"
        columns={columns}
        rows={list?.items ?? []}
        getRowKey={(invoice) => invoice.id}
        totalCount={list?.totalCount ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        pageSizes={[PAGE_SIZE]}
        loading={loading}
        emptyText="No invoices yet"
        onSortChange={() => undefined}
        onPageChange={setPage}
        onPageSizeChange={() => undefined}
      />
    </>
  );
}
