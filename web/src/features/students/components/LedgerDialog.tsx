import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { DataTable } from '@/components/DataTable/DataTable';
import type { DataTableColumn } from '@/components/DataTable/types';
import { LoadError } from '@/components/LoadError';
import { StudentLedgerDocument, type StudentLedgerQuery } from '@/gql/graphql';
import { useDownloadReceipt } from '@/domain/money/receipts';
import { formatOrdinalDate, formatPaise } from '@/lib/format';

type Line = StudentLedgerQuery['student']['ledgerLines']['items'][number];

const PAGE_SIZE = 25;

export type LedgerDialogProps = {
  student: { id: string; name: string };
  onClose: () => void;
};

/** The resident's full ledger: every charge and payment with the running balance, newest first, and receipts. */
export function LedgerDialog({ student, onClose }: LedgerDialogProps) {
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useQuery(StudentLedgerDocument, {
    variables: { id: student.id, page, pageSize: PAGE_SIZE },
  });
  const ledger = (data ?? previousData)?.student.ledgerLines;
  const { download, pendingId } = useDownloadReceipt();

  const columns: DataTableColumn<Line>[] = [
    { key: 'date', header: 'Date', render: (line) => formatOrdinalDate(line.date), card: 'title' },
    { key: 'item', header: 'Item', render: (line) => line.item },
    {
      key: 'charge',
      header: 'Charge',
      render: (line) => (line.chargePaise === null ? '' : formatPaise(line.chargePaise)),
    },
    {
      key: 'payment',
      header: 'Payment',
      render: (line) => (line.paymentPaise === null ? '' : formatPaise(line.paymentPaise)),
    },
    { key: 'balance', header: 'Balance', render: (line) => formatPaise(line.balancePaise) },
    {
      key: 'receipt',
      header: 'Receipt',
      card: 'actions',
      render: (line) =>
        line.payment && (
          <Button
            size="xs"
            variant="outline"
            loading={pendingId === line.payment.id}
            aria-label={`Download receipt ${line.payment.receiptNumber}`}
            onClick={() => line.payment && void download(line.payment)}
          >
            {line.payment.receiptNumber}
          </Button>
        ),
    },
  ];

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} size={{ base: 'full', md: 'xl' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{student.name}&apos;s ledger</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text color="fg.muted">
                  Balance counts complete payments; a payment pending verification does not move it.
                </Text>
                {error && <LoadError what="the ledger" error={error} onRetry={refetch} />}
                <DataTable
                  label={`${student.name}'s ledger`}
                  columns={columns}
                  rows={ledger?.items ?? []}
                  getRowKey={(line) => line.id}
                  totalCount={ledger?.totalCount ?? 0}
                  page={page}
                  pageSize={PAGE_SIZE}
                  pageSizes={[PAGE_SIZE]}
                  loading={loading}
                  emptyText="No charges or payments yet"
                  onSortChange={() => undefined}
                  onPageChange={setPage}
                  onPageSizeChange={() => undefined}
                />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
