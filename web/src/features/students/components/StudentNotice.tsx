import { Card, DataList, Heading } from '@chakra-ui/react';
import type { CheckoutStatus, StudentNotice_CheckoutFragment } from '@/gql/graphql';
import { formatOrdinalDate, todayInIndia } from '@/lib/format';

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

/** The resident's notice on their page: when it was given, the move-out date (when the stay ends) and the step. */
export function StudentNotice({ checkout, archived }: StudentNoticeProps) {
  const left = archived || checkout.moveOutDate <= todayInIndia();
  const items = [
    { label: 'Notice given on', value: formatOrdinalDate(checkout.noticeDate) },
    { label: left ? 'Moved out on' : 'Moves out on', value: formatOrdinalDate(checkout.moveOutDate) },
    { label: 'Checkout', value: stepLabels[checkout.status] },
  ];
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg">
          Notice
        </Heading>
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation="horizontal" gap="3" aria-label="Notice">
          {items.map((item) => (
            <DataList.Item key={item.label}>
              <DataList.ItemLabel>{item.label}</DataList.ItemLabel>
              <DataList.ItemValue>{item.value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
