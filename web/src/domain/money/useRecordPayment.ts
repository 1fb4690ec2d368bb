import { useMutation } from '@apollo/client/react';
import type { RecordPaymentInput } from '@/gql/graphql';
import { RecordPaymentDocument, VerifyPaymentDocument } from '@/domain/money/money.generated';
import { paymentChanged } from './cacheEvents';

/** Records a payment; the answer updates the ring, the month's table and the resident's page by id. */
export function useRecordPayment() {
  const [mutate, { loading }] = useMutation(RecordPaymentDocument);
  const recordPayment = async (input: RecordPaymentInput) => {
    const { data } = await mutate({
      variables: { input },
      update: (cache, { data: answer }) => answer && paymentChanged(cache, answer.recordPayment),
    });
    return data?.recordPayment ?? null;
  };
  return { recordPayment, loading };
}

/** An admin verifies a pending payment; everything it moved updates by id. */
export function useVerifyPayment() {
  const [mutate, { loading }] = useMutation(VerifyPaymentDocument);
  const verifyPayment = async (id: string) => {
    const { data } = await mutate({
      variables: { input: { id } },
      update: (cache, { data: answer }) => answer && paymentChanged(cache, answer.verifyPayment),
    });
    return data?.verifyPayment ?? null;
  };
  return { verifyPayment, loading };
}
