import { Button, Card, DataList, Heading, Stack } from '@chakra-ui/react';
import { LuDownload } from 'react-icons/lu';
import { useDownloadRefundVoucher } from '@/domain/checkout/refundVoucher';
import type { CheckoutStatus, StudentNotice_CheckoutFragment } from '@/gql/graphql';
import { paymentMethodLabels } from '@/domain/money/labels';
import { formatOrdinalDate, todayInIndia } from '@/lib/format';
import { Money } from '@hostel-admin/rules';

/** Where the resident stands in leaving, in the words of the Checkout page's timeline. */
const stepLabels: Record<CheckoutStatus, string> = {
  notice: 'Notice given',
  in_process: 'Refund requested',
  approved: 'Approved',
  refunded: 'Refund paid',
};

export type StudentNoticeProps = {
  checkout: StudentNotice_CheckoutFragment;
  archived: boolean;
};

/**
 * The resident's notice on their page: when it was given, the move-out date (when the stay ends) and the step; once
 * the refund is paid, how and when, and its voucher.
 */
export function StudentNotice({ checkout, archived }: StudentNoticeProps) {
  const voucher = useDownloadRefundVoucher();
  const left = archived || checkout.moveOutDate <= todayInIndia();
  const items = [
    { label: 'Notice given on', value: formatOrdinalDate(checkout.noticeDate) },
    { label: left ? 'Moved out on' : 'Moves out on', value: formatOrdinalDate(checkout.moveOutDate) },
    { label: 'Checkout', value: stepLabels[checkout.status] },
    ...(checkout.refund
      ? [
          {
            label: 'Refund',
            value: `${Money.format(checkout.refund.amountPaise)} on ${formatOrdinalDate(checkout.refund.paidOn)} by ${paymentMethodLabels[checkout.refund.method]}${checkout.refund.reference ? ` (ref ${checkout.refund.reference})` : ''}, paid by ${checkout.refund.paidBy}`,
          },
        ]
      : []),
  ];
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg">
          Notice
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <DataList.Root orientation="horizontal" gap="3" aria-label="Notice">
            {items.map((item) => (
              <DataList.Item key={item.label}>
                <DataList.ItemLabel>{item.label}</DataList.ItemLabel>
                <DataList.ItemValue>{item.value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
          {checkout.refund && (
            <Button
              variant="outline"
              alignSelf="start"
              loading={voucher.pending}
              onClick={() => void voucher.download(checkout.id)}
            >
              <LuDownload aria-hidden />
              Refund voucher
            </Button>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
