import { Badge, Button, CloseButton, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { DataTable } from '@/components/DataTable/DataTable';
import type { DataTableColumn } from '@/components/DataTable/types';
import { LoadError } from '@/components/LoadError';
import type { StudentLedgerQuery } from '@/gql/graphql';
import { StudentLedgerDocument } from '@/features/students/components/StudentLedger.generated';
import { paymentStateLabels } from '@/domain/money/labels';
import { useDownloadReceipt } from '@/domain/money/receipts';
import { ReversePaymentDialog, type ReversalKind, type ReversiblePayment } from '@/domain/money/ReversePaymentDialog';
import { useCan } from '@/lib/permissions';
import { formatOrdinalDate } from '@/lib/format';
import { keepOpenOnFocusOutside } from '@/components/dialogFocus';
import { Money } from '@hostel-admin/rules';

type Line = StudentLedgerQuery['student']['ledgerLines']['items'][number];

const PAGE_SIZE = 25;

export type LedgerDialogProps = {
  student: { id: string; name: string };
  onClose: () => void;
};

/**
 * The resident's full ledger: every charge and payment with the running balance, newest first, and receipts. A
 * voided or rejected payment is labelled and struck through; an admin voids or rejects a payment from its line.
 */
export function LedgerDialog({ student, onClose }: LedgerDialogProps) {
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useQuery(StudentLedgerDocument, {
    variables: { id: student.id, page, pageSize: PAGE_SIZE },
  });
  const ledger = (data ?? previousData)?.student.ledgerLines;
  const { download, pendingId } = useDownloadReceipt();
  const canReverse = useCan('payments_verify');
  const [reversing, setReversing] = useState<{ kind: ReversalKind; payment: ReversiblePayment } | null>(null);
  /** A payment taken back is labelled (and its amount struck through), not told by colour alone. */
  const reversed = (line: Line) =>
    line.id.startsWith('payment:') && (line.payment?.status === 'voided' || line.payment?.status === 'rejected');

  const columns: DataTableColumn<Line>[] = [
    { key: 'date', header: 'Date', render: (line) => formatOrdinalDate(line.date), card: 'title' },
    {
      key: 'item',
      header: 'Item',
      render: (line) =>
        reversed(line) && line.payment ? (
          <HStack gap="2" wrap="wrap">
            <Text>{line.item}</Text>
            <Badge colorPalette="red" variant="outline">
              {paymentStateLabels[line.payment.status]}
            </Badge>
          </HStack>
        ) : (
          line.item
        ),
    },
    {
      key: 'charge',
      header: 'Charge',
      render: (line) => (line.chargePaise === null ? '' : Money.format(line.chargePaise)),
    },
    {
      key: 'payment',
      header: 'Payment',
      render: (line) =>
        line.paymentPaise === null ? (
          ''
        ) : reversed(line) ? (
          <Text as="s" aria-label={`${Money.format(line.paymentPaise)}, ${line.payment?.status}: not counted`}>
            {Money.format(line.paymentPaise)}
          </Text>
        ) : (
          Money.format(line.paymentPaise)
        ),
    },
    { key: 'balance', header: 'Balance', render: (line) => Money.format(line.balancePaise) },
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
    ...(canReverse
      ? [
          {
            key: 'reverse',
            header: 'Void or reject',
            card: 'actions' as const,
            render: (line: Line) => {
              const payment = line.id.startsWith('payment:') ? line.payment : null;
              const kind: ReversalKind | null =
                payment?.status === 'complete' ? 'void' : payment?.status === 'pending' ? 'reject' : null;
              if (!payment || !kind) return null;
              return (
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  aria-label={`${kind === 'void' ? 'Void' : 'Reject'} payment ${payment.receiptNumber}`}
                  onClick={() => setReversing({ kind, payment })}
                >
                  {kind === 'void' ? 'Void' : 'Reject'}
                </Button>
              );
            },
          },
        ]
      : []),
  ];

  return (
    <Dialog.Root
      onFocusOutside={keepOpenOnFocusOutside}
      open
      onOpenChange={(details) => !details.open && onClose()}
      size={{ base: 'full', md: 'xl' }}
    >
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
                  Balance counts complete payments; a payment pending verification does not move it, and a voided one is
                  put back on the day it was voided.
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
      {reversing && (
        <ReversePaymentDialog
          kind={reversing.kind}
          student={student}
          payment={reversing.payment}
          onClose={() => setReversing(null)}
        />
      )}
    </Dialog.Root>
  );
}
